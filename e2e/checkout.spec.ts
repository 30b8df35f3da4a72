import type { Page } from '@playwright/test';
import { registerByApi, uniqueEmail } from './auth-helpers.ts';
import { addFromDetail, basketButton, createProduct, setStock } from './basket-fixtures.ts';
import { expect, test } from './test.ts';

const confirm = (page: Page) => page.getByRole('button', { name: 'Confirmar pedido' });

async function fillCustomer(page: Page, nombre = 'Martina Gómez') {
  await page.getByLabel('Nombre').fill(nombre);
  await page.getByLabel('Correo').fill('martina@example.com');
  await page.getByLabel('Provincia').fill('Santa Fe');
  await page.getByLabel('Dirección').fill('San Martín 1234');
  await page.getByLabel('Código postal').fill('3000');
  await page.getByLabel('Celular').fill('3425551234');
}

test('confirmar avisa en el orden de la especificación: campos, forma de pago, envío, canasta vacía', async ({
  page,
  request,
}, info) => {
  const te = await createProduct(request, info, 'Té de hierbas', { precio: 1500, stock: 5 });
  await addFromDetail(page, te);
  await page.goto('/cart');
  await expect(page.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/');

  await confirm(page).click();
  await expect(page.getByText('Hay campos sin completar')).toBeVisible();
  await fillCustomer(page);
  await page.getByLabel('Celular').fill('   ');
  await confirm(page).click();
  await expect(page.getByText('Hay campos sin completar')).toBeVisible();
  await page.getByLabel('Celular').fill('3425551234');
  await confirm(page).click();
  await expect(page.getByText('Falta forma de pago')).toBeVisible();
  await page.getByLabel('Efectivo').check();
  await confirm(page).click();
  await expect(page.getByText('Falta envio')).toBeVisible();
  await page.getByLabel('Retiro').check();
  await page.getByRole('button', { name: `Quitar ${te.nombre} de la canasta` }).click();
  await expect(page.getByText('Canasta vacia')).toBeVisible();
  await confirm(page).click();
  await expect(page.getByText('La canasta está vacía')).toBeVisible();
  // Nothing was typed in vain: the form is as the customer left it.
  await expect(page.getByLabel('Nombre')).toHaveValue('Martina Gómez');
});

test('elegir Transferencia muestra el alias debajo, y "Ver datos para la transferencia" abre alias, CBU y titular', async ({
  page,
}) => {
  await page.goto('/cart');
  await page.getByLabel('Transferencia').check();
  const dialog = page.getByRole('dialog', { name: 'Datos para la transferencia' });
  // Issue 62 item 6: nothing covers the form; the alias is right under the choice.
  await expect(page.getByText('FERIA.AGRO.SF')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Ver datos para la transferencia' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('FERIA.AGRO.SF')).toBeVisible();
  await expect(dialog.getByText('0110599520000001234567')).toBeVisible();
  await expect(dialog.getByText('Cooperativa Feria Agroecológica')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Ver datos para la transferencia' }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Transferencia')).toBeChecked();
});

test('un pedido como invitado: "Pedido creado exitosamente...", canasta vacía y queda en la página del pedido', async ({
  page,
  request,
}, info) => {
  const queso = await createProduct(request, info, 'Queso de cabra', { precio: 5250.5, stock: 4 });
  await addFromDetail(page, queso, 2);
  await page.goto('/cart');
  await fillCustomer(page);
  await page.getByLabel('Transferencia').check();
  await page.getByLabel('Envío', { exact: true }).check();
  await expect(page.getByTestId('order-total')).toHaveText('$ 10.501,00');
  await confirm(page).click();
  await expect(page.getByText('Pedido creado exitosamente...')).toBeVisible();
  // MARKET §7: the customer stays on the order's own page, with the transfer data (no redirect).
  await expect(page).toHaveURL(/\/pedido\/\d+\?t=[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Pedido N° \d+$/ })).toBeVisible();
  await expect(page.getByText('Usá el número de pedido como referencia')).toBeVisible();
  // Issue 49 item 6: on a phone the notice never covers "Pedido N°", and the number, alias and
  // CBU can be copied.
  const heading = page.getByRole('heading', { level: 1, name: /^Pedido N° \d+$/ });
  const notice = page.getByRole('status').filter({ hasText: 'Pedido creado exitosamente...' });
  if (info.project.name === 'phone') {
    const [h, n] = [await heading.boundingBox(), await notice.boundingBox()];
    expect(h && n && (n.y >= h.y + h.height || n.y + n.height <= h.y)).toBe(true);
  }
  await page.screenshot({ path: info.outputPath('pedido-aviso.png') });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const id = page.url().match(/\/pedido\/(\d+)/)?.[1] ?? '';
  await page.getByRole('button', { name: 'Copiar número de pedido' }).click();
  await expect(page.getByText('Número de pedido copiado')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(id);
  // The alias row at the very bottom of the screen: its notice must not land on it (or on any
  // other key fact: the number, the CBU, the reference).
  await page
    .getByRole('button', { name: 'Copiar alias' })
    .evaluate((b) => b.scrollIntoView({ block: 'end' }));
  await page.getByRole('button', { name: 'Copiar alias' }).click();
  await expect(page.getByText('Alias copiado')).toBeVisible();
  if (info.project.name === 'phone') {
    await expect.poll(() => keyFactsCovered(page)).toEqual([]);
    await page.screenshot({ path: info.outputPath('alias-copiado.png') });
  }
  await expect(page.getByRole('button', { name: 'Copiar CBU' })).toBeVisible();
  await expect(page.getByTestId('basket-badge')).toHaveCount(0);
  await page.waitForTimeout(3_500);
  await expect(page).toHaveURL(/\/pedido\/\d+\?t=/);
  const product = await (await request.get(`/api/sheets/data/${queso.id}`)).json();
  expect(product.stock).toBe(2);
});

test('si el stock bajó, la línea muestra cuántas quedan, se limita y lo escrito se conserva', async ({
  page,
  request,
}, info) => {
  const miel = await createProduct(request, info, 'Miel multifloral', { precio: 3000, stock: 5 });
  await addFromDetail(page, miel, 4);
  await page.goto('/cart');
  await fillCustomer(page, 'Ana Torres');
  await page.getByLabel('Efectivo').check();
  await page.getByLabel('Retiro').check();
  await setStock(request, miel.id, 2);
  await confirm(page).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: `${miel.nombre}: 2 unidades disponibles.` })
      .first(),
  ).toBeVisible();
  await expect(page.getByLabel(`Cantidad de ${miel.nombre}`)).toHaveValue('2');
  await expect(page.getByLabel('Nombre')).toHaveValue('Ana Torres');
  await expect(page.getByLabel('Efectivo')).toBeChecked();
  await confirm(page).click();
  await expect(page.getByText('Pedido creado exitosamente...')).toBeVisible();
});

test('si otro se lleva las unidades mientras se confirma, el servidor avisa en la línea y nada se pierde', async ({
  page,
  request,
}, info) => {
  const dulce = await createProduct(request, info, 'Dulce de leche', { precio: 2800, stock: 6 });
  await addFromDetail(page, dulce, 3);
  await page.goto('/cart');
  await fillCustomer(page, 'Carlos Ruiz');
  await page.getByLabel('Efectivo').check();
  await page.getByLabel('Envío', { exact: true }).check();
  // The stock drops right when the order is on its way: after the page's own stock check.
  await page.route('**/api/sheets/sale', async (route) => {
    await setStock(request, dulce.id, 1);
    await route.continue();
  });
  await confirm(page).click();
  const message = `${dulce.nombre}: 1 unidades disponibles.`;
  await expect(page.getByRole('alert').filter({ hasText: message }).first()).toBeVisible();
  await expect(page.getByLabel(`Cantidad de ${dulce.nombre}`)).toHaveValue('1');
  await expect(page.getByLabel('Nombre')).toHaveValue('Carlos Ruiz');
  await expect(page.getByLabel('Envío', { exact: true })).toBeChecked();
  await page.unroute('**/api/sheets/sale');
  await confirm(page).click();
  await expect(page.getByText('Pedido creado exitosamente...')).toBeVisible();
  const product = await (await request.get(`/api/sheets/data/${dulce.id}`)).json();
  expect(product.stock).toBe(0);
});

test('el pedido de un cliente con sesión sale precargado y aparece en sus compras, una sola vez', async ({
  page,
  request,
}, info) => {
  const nueces = await createProduct(request, info, 'Nueces peladas', { precio: 6400, stock: 8 });
  const email = uniqueEmail(info, 'compras');
  const { uid } = await registerByApi(page, email, 'Lucía Pérez');
  await page.goto(`/userpurchase/${uid}`);
  await expect(page.getByText('No hay compras registradas.')).toBeVisible();

  await addFromDetail(page, nueces, 3);
  await page.goto('/cart');
  await expect(page.getByLabel('Nombre')).toHaveValue('Lucía Pérez');
  await expect(page.getByLabel('Correo')).toHaveValue(email);
  await expect(page.getByLabel('Provincia')).toHaveValue('Santa Fe');
  await expect(page.getByLabel('Dirección')).toHaveValue('San Martín 1234');
  await expect(page.getByLabel('Código postal')).toHaveValue('3000');
  await page.getByLabel('Celular').fill('3425550000');
  await page.getByLabel('Efectivo').check();
  await page.getByLabel('Retiro').check();
  await confirm(page).dblclick();
  await expect(page.getByText('Pedido creado exitosamente...')).toBeVisible();

  await page.goto(`/userpurchase/${uid}`);
  await expect(page.getByRole('heading', { name: 'Mis compras' })).toBeVisible();
  const purchases = page.getByRole('article');
  await expect(purchases).toHaveCount(1);
  const purchase = purchases.first();
  await expect(purchase.getByText(nueces.nombre)).toBeVisible();
  await expect(purchase.getByText('Granja de Prueba · 500 g')).toBeVisible();
  await expect(purchase.getByText('Cantidad: 3')).toBeVisible();
  await expect(purchase.getByText('Efectivo')).toBeVisible();
  await expect(purchase.getByText('Retiro')).toBeVisible();
  await expect(purchase.getByText('Pendiente')).toBeVisible();
  await expect(purchase.getByText('$ 19.200,00').first()).toBeVisible();
  await expect(purchase.getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeVisible();

  await page.goto('/userpurchase/otro-cliente');
  await expect(page.getByText('No tienes permisos para acceder a esta seccion')).toBeVisible();
  await basketButton(page).click();
  await expect(page.getByText('Canasta vacia')).toBeVisible();
});

/** The key facts ([data-key-fact]) the notices showing cover on screen, by their text. */
function keyFactsCovered(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const notices = [...document.querySelectorAll('[data-toaster] > *')].map((n) =>
      n.getBoundingClientRect(),
    );
    return [...document.querySelectorAll('[data-key-fact]')]
      .filter((f) => {
        const r = f.getBoundingClientRect();
        return r.height > 0 && notices.some((n) => r.top < n.bottom && n.top < r.bottom);
      })
      .map((f) => f.textContent ?? '');
  });
}
