// MARKET §11: a QR sale at the stall shows its Mercado Pago QR full screen; when the customer pays
// (the tests' local fake, e2e/mercadopago-fake-server.ts, notifies the shop's webhook) the screen
// turns "Pagado" by itself; "Cancelar QR" annuls the sale and gives the stock back.
import type { Page } from '@playwright/test';
import { createProduct } from './basket-fixtures.ts';
import { signInAsNewSeller, stockOf } from './sales-fixtures.ts';
import { addProduct, openTicket } from './stall-fixtures.ts';
import { expect, test } from './test.ts';

const SHOTS = 'e2e/.tmp/shots';

// Control's list and the sale's round trips on a busy machine: room for them, not a timing claim.
test.describe.configure({ timeout: 180_000 });
const mercadoPagoUrl = () => `http://127.0.0.1:${process.env.E2E_MP_PORT}`;

async function sellByQr(page: Page, nombre: string) {
  await addProduct(page, nombre);
  const orden = await openTicket(page);
  await orden.getByRole('radio', { name: 'QR' }).check();
  await orden.getByRole('button', { name: 'Crear Venta' }).click();
  const screen = page.getByRole('dialog', { name: 'Cobro con QR' });
  await expect(screen).toBeVisible();
  return screen;
}

test('una venta QR muestra el código, Mercado Pago la cobra y la pantalla dice "Pagado"', async ({
  page,
  request,
}, info) => {
  const miel = await createProduct(request, info, 'Miel QR', { precio: 1153.74, stock: 5 });
  await signInAsNewSeller(page, info);
  await page.goto('/dashboard/dashboard');
  const screen = await sellByQr(page, miel.nombre);
  await expect(
    screen.getByRole('heading', { name: 'Escaneá con Mercado Pago · $ 1.234,50' }),
  ).toBeVisible();
  const code = screen.getByRole('img', { name: /^Código QR de la venta N° \d+$/ });
  await expect(code).toBeVisible();
  // Big enough to scan from arm's length: most of the phone's width.
  const box = await code.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(300);
  await page.screenshot({ path: `${SHOTS}/qr-puesto-${info.project.name}.png` });

  const saleId = Number((await code.getAttribute('aria-label'))?.match(/\d+$/)?.[0]);
  const paid = await request.post(
    `${mercadoPagoUrl()}/_test/orders/pay?external_reference=${saleId}`,
  );
  expect(paid.status()).toBe(200);
  await expect(screen.getByRole('status')).toHaveText('Pagado', { timeout: 3000 });
  await page.screenshot({ path: `${SHOTS}/qr-puesto-pagado-${info.project.name}.png` });
  await screen.getByRole('button', { name: 'Listo' }).click();
  await expect(screen).toHaveCount(0);
});

test('"Cancelar QR" anula la venta y devuelve el stock', async ({ page, request }, info) => {
  const pan = await createProduct(request, info, 'Pan QR', { precio: 1000, stock: 4 });
  await signInAsNewSeller(page, info);
  await page.goto('/dashboard/dashboard');
  const screen = await sellByQr(page, pan.nombre);
  await expect.poll(() => stockOf(request, pan.id)).toBe(3);
  await screen.getByRole('button', { name: 'Cancelar QR' }).click();
  await expect(screen).toHaveCount(0);
  await expect(page.getByText(/Venta N° \d+ anulada/)).toBeVisible();
  await expect.poll(() => stockOf(request, pan.id)).toBe(4);
});
