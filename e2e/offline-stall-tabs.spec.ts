// Issue 43, the offline stall as Odoo's tracker taught: the queue lives in IndexedDB, shared by
// every tab of the phone, so two tabs of Control that see the connection come back at the same
// moment must still send each sale once (a Web Lock lets one tab send at a time); and a connection
// lost halfway through sending leaves the rest queued, each of them sent once later. Control also
// asks the browser to keep its storage (navigator.storage.persist).
import type { Page, Request } from '@playwright/test';
import { createProduct } from './basket-fixtures.ts';
import { signInAsNewSeller, stockOf } from './sales-fixtures.ts';
import { openControlWithApp, sellOne } from './stall-fixtures.ts';
import { expect, test } from './test.ts';

test.describe.configure({ timeout: 150_000 });

const banner = (page: Page) => page.getByRole('region', { name: 'Ventas sin enviar' });
const status = (page: Page) => banner(page).getByRole('status');

/** The Idempotency-Key of every sale a page posts. */
function postedSales(...pages: Page[]): string[] {
  const keys: string[] = [];
  const record = (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/sheets/sale') {
      keys.push(request.headers()['idempotency-key'] ?? '');
    }
  };
  for (const page of pages) page.on('request', record);
  return keys;
}

test('dos pestañas de Control recuperan la conexión a la vez: cada venta se envía una vez', async ({
  page,
  context,
  request,
}, info) => {
  // Control asks the browser to keep the queue; the call is the browser's own, only counted.
  await context.addInitScript(() => {
    const storage = navigator.storage;
    if (!storage) return; // about:blank, before the first page
    const persist = storage.persist.bind(storage);
    const w = window as unknown as { persistAsked: number };
    w.persistAsked = 0;
    storage.persist = () => {
      w.persistAsked++;
      return persist();
    };
  });
  const mate = await createProduct(request, info, 'Mate dos pestañas', { precio: 800, stock: 6 });
  await signInAsNewSeller(page, info);
  await openControlWithApp(page);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { persistAsked: number }).persistAsked))
    .toBe(1);
  const other = await context.newPage();
  await other.goto('/dashboard/dashboard');
  await expect(other.getByRole('region', { name: 'Caja' })).toBeVisible();
  const posted = postedSales(page, other);

  await context.setOffline(true);
  for (const cliente of ['Cliente uno', 'Cliente dos', 'Cliente tres']) {
    await sellOne(page, mate.nombre, cliente);
  }
  await expect(status(page)).toHaveText('Sin conexión · 3 ventas por enviar');
  await page.screenshot({ path: info.outputPath('dos-pestanas-sin-conexion.png') });

  // Both tabs hear "online" and start sending the same queue.
  await context.setOffline(false);
  await expect(banner(page)).toBeHidden();
  await other.reload();
  await expect(other.getByRole('region', { name: 'Caja' })).toBeVisible();
  await expect(banner(other)).toBeHidden();
  expect(await stockOf(request, mate.id)).toBe(3);
  expect(posted).toHaveLength(3);
  expect(new Set(posted).size).toBe(3);
});

test('la conexión se corta a mitad del envío: lo que falta queda guardado y sale después, una vez', async ({
  page,
  context,
  request,
}, info) => {
  const pan = await createProduct(request, info, 'Pan corte a mitad', { precio: 700, stock: 6 });
  await signInAsNewSeller(page, info);
  await openControlWithApp(page);
  const posted = postedSales(page);

  await context.setOffline(true);
  for (const cliente of ['Primera', 'Segunda', 'Tercera']) {
    await sellOne(page, pan.nombre, cliente);
  }
  await expect(status(page)).toHaveText('Sin conexión · 3 ventas por enviar');

  // The first goes; the server takes the second but its answer is lost with the connection.
  let seen = 0;
  await page.route('**/api/sheets/sale', async (route) => {
    seen++;
    if (seen === 2) {
      await route.fetch();
      await route.abort('internetdisconnected');
    } else await route.continue();
  });
  await context.setOffline(false);
  await expect(status(page)).toHaveText('2 ventas por enviar');
  expect(await stockOf(request, pan.id)).toBe(4);
  await page.screenshot({ path: info.outputPath('corte-a-mitad.png') });

  await banner(page).getByRole('button', { name: 'Enviar ahora' }).click();
  await expect(banner(page)).toBeHidden();
  // Three sales, each once: the second was sent twice with the same key, created once.
  expect(await stockOf(request, pan.id)).toBe(3);
  expect(posted).toHaveLength(4);
  expect(new Set(posted).size).toBe(3);
});
