// MARKET.md §3: the stall with no connection. Control opened once online keeps working offline
// (the app from the service worker, the session, products and register from the device), sales
// wait in IndexedDB with their key and moment, and go once each when the connection returns.
import type { Page } from '@playwright/test';
import { origin } from './auth-helpers.ts';
import { createProduct, setStock } from './basket-fixtures.ts';
import { signInAsNewSeller, stockOf } from './sales-fixtures.ts';
import { openControlWithApp, productRow, searchBox, sellOne } from './stall-fixtures.ts';
import { expect, test } from './test.ts';

test.describe.configure({ timeout: 120_000 });

const banner = (page: Page) => page.getByRole('region', { name: 'Ventas sin enviar' });
const status = (page: Page) => banner(page).getByRole('status');

test('el aviso: nada sin ventas, "Sin conexión" sin cuenta, singular y plural, Revisar aparte', async ({
  page,
  context,
  request,
}, info) => {
  const yerba = await createProduct(request, info, 'Yerba sin señal', { precio: 1000, stock: 5 });
  const miel = await createProduct(request, info, 'Miel sin señal', { precio: 2000, stock: 1 });
  await signInAsNewSeller(page, info);
  await openControlWithApp(page);
  await searchBox(page).fill(yerba.nombre);
  await expect(productRow(page, yerba.nombre)).toContainText('Stock 5');
  // Online with nothing kept: no notice at all (no "0 ventas por enviar").
  await expect(banner(page)).toBeHidden();

  await context.setOffline(true);
  await expect(status(page)).toHaveText('Sin conexión');
  await sellOne(page, yerba.nombre, 'Cliente uno');
  await expect(status(page)).toHaveText('Sin conexión · 1 venta por enviar');
  // No connection: nothing to "send now".
  await expect(banner(page).getByRole('button', { name: 'Enviar ahora' })).toHaveCount(0);
  await sellOne(page, yerba.nombre, 'Cliente dos');
  await expect(status(page)).toHaveText('Sin conexión · 2 ventas por enviar');
  await page.screenshot({ path: info.outputPath('sin-conexion.png') });
  // The stock shown is the kept stock minus what the queue takes; few left is marked.
  await searchBox(page).fill(yerba.nombre);
  await expect(productRow(page, yerba.nombre)).toContainText('Quedan 3');

  // A reload with no connection: the app, the session and the queue are all still there.
  await page.reload();
  await expect(status(page)).toHaveText('Sin conexión · 2 ventas por enviar');

  // A third sale, of a product someone sells out meanwhile.
  await sellOne(page, miel.nombre, 'Cliente tres');
  await expect(status(page)).toHaveText('Sin conexión · 3 ventas por enviar');
  await setStock(request, miel.id, 0);

  await context.setOffline(false);
  // Two went; the refused one is "para revisar", not "por enviar".
  await expect(banner(page)).toContainText('1 para revisar');
  await expect(status(page)).toHaveCount(0);
  await expect(banner(page).getByRole('button', { name: 'Enviar ahora' })).toHaveCount(0);
  await banner(page).getByRole('button', { name: 'Abrir Revisar' }).click();
  const review = banner(page).getByRole('list', { name: 'Revisar' }).getByRole('listitem');
  await expect(review).toHaveCount(1);
  await expect(review).toContainText('Cliente tres');
  await banner(page).screenshot({ path: info.outputPath('revisar.png') });
  expect(await stockOf(request, yerba.id)).toBe(3);
  expect(await stockOf(request, miel.id)).toBe(0);

  // Still there after a reload: nothing is dropped by itself; the seller discards it.
  await page.reload();
  await banner(page).getByRole('button', { name: 'Abrir Revisar' }).click();
  await expect(review).toHaveCount(1);
  await review.getByRole('button', { name: 'Descartar' }).click();
  await review.getByRole('button', { name: 'Sí, descartar' }).click();
  await expect(banner(page)).toBeHidden();
});

test('Control abierto con conexión guarda en el teléfono la foto de cada producto, no solo las vistas', async ({
  page,
  context,
}, info) => {
  await signInAsNewSeller(page, info);
  await openControlWithApp(page);
  // The address the list shows each picture at: the 320 px width of an upload.
  const products: { url: string }[] = await (await page.request.get('/api/sheets/data')).json();
  const wanted = new Set(
    products
      .map((p) => (p.url.split(',')[0] ?? '').trim().replace(/-\d+\.webp$/, '-320.webp'))
      .filter((url) => url.startsWith('/uploads/')),
  );
  expect(wanted.size).toBeGreaterThan(10);
  const cached = () =>
    page.evaluate(async () => {
      const keys = await (await caches.open('fotos')).keys();
      return keys.map((request) => new URL(request.url).pathname);
    });
  await expect
    .poll(
      async () => {
        const have = new Set(await cached());
        return [...wanted].filter((url) => !have.has(url)).length;
      },
      { timeout: 30_000 },
    )
    .toBe(0);

  // With no connection, the last product of the list (never scrolled to before) shows its picture.
  await context.setOffline(true);
  await page.reload();
  const last = page.getByRole('list', { name: 'Productos' }).getByRole('listitem').last();
  await last.scrollIntoViewIfNeeded();
  const picture = last.locator('img');
  if ((await picture.count()) > 0) {
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  }
});

test('una respuesta perdida no duplica la venta: se reenvía con la misma clave', async ({
  page,
  request,
}, info) => {
  const harina = await createProduct(request, info, 'Harina respuesta perdida', {
    precio: 900,
    stock: 4,
  });
  await signInAsNewSeller(page, info);
  await openControlWithApp(page);
  // The server takes the sale, but the answer never reaches the phone.
  await page.route(
    '**/api/sheets/sale',
    async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    },
    { times: 1 },
  );
  await sellOne(page, harina.nombre, 'Cliente sin respuesta');
  await expect(status(page)).toHaveText('1 venta por enviar');
  expect(await stockOf(request, harina.id)).toBe(3);
  await banner(page).getByRole('button', { name: 'Enviar ahora' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await stockOf(request, harina.id)).toBe(3);
});

test('con ventas sin enviar la caja no se cierra; con una en Revisar el arqueo lleva a abrirla', async ({
  page,
  context,
  request,
}, info) => {
  const queso = await createProduct(request, info, 'Queso sin señal', { precio: 1500, stock: 3 });
  // Only one register is open in the whole shop: start with none.
  const closed = await request.post('/api/caja/cerrar', {
    headers: { origin: origin() },
    data: { contado: 0 },
  });
  expect([200, 409]).toContain(closed.status());
  await signInAsNewSeller(page, info);
  const opened = await page.request.post('/api/caja/abrir', {
    headers: { origin: origin() },
    data: { montoInicial: 1000 },
  });
  expect(opened.status()).toBe(201);
  await openControlWithApp(page);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Chromium's own install check: manifest, icons, start URL and service worker all pass. A
  // Playwright context is a private window, where Chromium never offers to install anything.
  expect(installabilityErrors.map((e) => e.errorId)).toEqual(['in-incognito']);

  const cerrarCaja = page
    .getByRole('region', { name: 'Caja' })
    .getByRole('button', { name: 'Cerrar caja' });
  const arqueo = page.getByRole('dialog', { name: 'Arqueo de caja' });
  await context.setOffline(true);
  await sellOne(page, queso.nombre, 'Cliente de la caja');
  await expect(status(page)).toHaveText('Sin conexión · 1 venta por enviar');
  await cerrarCaja.click();
  await expect(arqueo.getByRole('alert')).toHaveText(
    'Hay ventas sin enviar: enviálas antes de cerrar la caja',
  );
  await expect(arqueo.getByRole('button', { name: 'Confirmar cierre' })).toBeDisabled();
  await expect(arqueo.getByRole('button', { name: 'Abrir Revisar' })).toHaveCount(0);
  await arqueo.getByRole('button', { name: 'Cancelar' }).click();

  // Sold out meanwhile: when the connection returns the sale goes under "Revisar".
  await setStock(request, queso.id, 0);
  await context.setOffline(false);
  await expect(banner(page)).toContainText('1 para revisar');
  await cerrarCaja.click();
  await expect(arqueo.getByRole('alert')).toHaveText(
    'Hay ventas sin enviar: enviálas antes de cerrar la caja',
  );
  await arqueo.screenshot({ path: info.outputPath('arqueo-revisar.png') });
  await arqueo.getByRole('button', { name: 'Abrir Revisar' }).click();
  await expect(arqueo).toBeHidden();
  const list = banner(page).getByRole('list', { name: 'Revisar' });
  await expect(list).toBeFocused();
  await list.getByRole('button', { name: 'Descartar' }).click();
  await list.getByRole('button', { name: 'Sí, descartar' }).click();
  await expect(banner(page)).toBeHidden();

  // Nothing left on the phone: the register closes, with the cash it holds.
  await setStock(request, queso.id, 3);
  await sellOne(page, queso.nombre);
  await expect(page.getByText('Venta creada exitosamente...')).toBeVisible();
  await cerrarCaja.click();
  await expect(arqueo.getByRole('alert')).toBeHidden();
  await expect(arqueo).toContainText('Esperado en efectivo$ 2.500,00');
  await arqueo.getByRole('button', { name: 'Cancelar' }).click();
});

test('la tienda no registra el service worker ni anuncia la app: solo el panel', async ({
  page,
}) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
  ).toBe(0);
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
});
