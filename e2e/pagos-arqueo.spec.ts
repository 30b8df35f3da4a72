// MARKET §7b on screen: a web order paid in cash at the stall enters the open register and the
// "Arqueo de caja" shows it as its own line ("Pedidos cobrados en el puesto", issue 49 item 1);
// the sale detail lists its payment records ("Pagos", issue 45), a refund written negative.
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './accessible.ts';
import { ADMIN, origin, signInByApi } from './auth-helpers.ts';
import { createProduct } from './basket-fixtures.ts';
import { signInAsNewSeller } from './sales-fixtures.ts';
import { expect, test } from './test.ts';

/** A web order to pick up, paid at the stall in cash (MARKET §7 "pago al retirar"). */
async function pickupOrder(request: APIRequestContext, productId: number, cantidad: number) {
  const res = await request.post('/api/sheets/sale', {
    headers: { origin: origin() },
    data: {
      productos: [{ id: productId, cantidad }],
      formaPago: 'efectivo',
      envio: 'retiro',
      canal: 'web',
      cliente: {
        nombre: 'Rosa Retira',
        correo: 'rosa@example.com',
        provincia: 'Santa Fe',
        direccion: 'San Martín 1234',
        cp: '3000',
        celular: '3425551234',
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; total: string };
}

const putCobro = (page: Page, id: number, cobrado: boolean) =>
  page.request.put(`/api/sheets/sale/${id}/cobro`, {
    headers: { origin: origin() },
    data: cobrado ? { cobrado, medio: 'efectivo' } : { cobrado },
  });

const bar = (page: Page) => page.getByRole('region', { name: 'Caja' });

test('el arqueo muestra "Pedidos cobrados en el puesto" con el efectivo de un pedido web cobrado al retirar', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const zapallo = await createProduct(request, info, 'Zapallo del arqueo', {
    precio: 1250,
    stock: 10,
  });
  // Only one register opens at a time in the whole shop: start with none open.
  const closing = await request.post('/api/caja/cerrar', {
    headers: { origin: origin() },
    data: { contado: 0 },
  });
  expect([200, 409]).toContain(closing.status());
  const order = await pickupOrder(request, zapallo.id, 2);

  await signInAsNewSeller(page, info);
  await page.goto('/dashboard/dashboard');
  await bar(page).getByRole('button', { name: 'Abrir caja' }).click();
  const abrir = page.getByRole('dialog', { name: 'Abrir caja' });
  await abrir.getByLabel('Monto inicial').fill('1.000');
  await abrir.getByRole('button', { name: 'Abrir caja' }).click();
  await expect(abrir).toBeHidden();

  // The customer picks up and pays in cash: the seller marks it cobrado (Entregas does the same).
  const cobrado = await putCobro(page, order.id, true);
  expect(cobrado.status(), await cobrado.text()).toBe(200);
  await page.reload();
  await expect(bar(page)).toContainText('esperado $ 3.500,00');

  await bar(page).getByRole('button', { name: 'Cerrar caja' }).click();
  const arqueo = page.getByRole('dialog', { name: 'Arqueo de caja' });
  const desglose = arqueo.getByRole('region', { name: 'Cómo se llega al esperado' });
  await expect(desglose).toContainText('Monto inicial$ 1.000,00');
  await expect(desglose).toContainText('Ventas en efectivo$ 0,00');
  await expect(desglose).toContainText('Pedidos cobrados en el puesto$ 2.500,00');
  await expect(desglose).toContainText('Esperado en efectivo$ 3.500,00');
  // The honest count leaves no difference: no false surplus.
  await arqueo.getByLabel('Efectivo contado').fill('3.500');
  await expect(arqueo).toContainText('Diferencia$ 0,00 (justo)');
  await expectAccessible(page, 'Arqueo con pedidos cobrados', '[role=dialog]');
  await page.screenshot({ path: info.outputPath('arqueo-pedidos.png'), fullPage: true });
  await arqueo.getByRole('button', { name: 'Confirmar cierre' }).click();
  const cerrada = page.getByRole('dialog', { name: 'Caja cerrada' });
  await expect(cerrada).toContainText('Diferencia$ 0,00 (justo)');
  await cerrada.getByRole('button', { name: 'Listo' }).click();
});

test('el detalle de la venta lista sus pagos: cobro, devolución en negativo y el cobro otra vez', async ({
  page,
  request,
}, info) => {
  test.setTimeout(90_000);
  const acelga = await createProduct(request, info, 'Acelga de los pagos', {
    precio: 900,
    stock: 10,
  });
  const order = await pickupOrder(request, acelga.id, 1);
  await signInByApi(page, ADMIN.email, ADMIN.password);
  for (const cobrado of [true, false, true]) {
    expect((await putCobro(page, order.id, cobrado)).status()).toBe(200);
  }

  await page.goto('/dashboard/sales');
  await page
    .getByRole('searchbox', { name: 'Buscar por N° venta, Cliente, Total, Fecha, Hora' })
    .fill(String(order.id));
  await page
    .getByRole('article', { name: `Venta #${order.id}` })
    .getByRole('button', { name: `Ver detalle de la venta #${order.id}` })
    .click();
  const detail = page.getByRole('dialog', { name: 'Información de ventas' });
  const pagos = detail.getByRole('region', { name: 'Pagos' });
  const rows = pagos.getByRole('listitem');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Cobro · Efectivo');
  await expect(rows.nth(0)).toContainText(ADMIN.email);
  await expect(rows.nth(0)).toContainText('$ 900,00');
  await expect(rows.nth(1)).toContainText('Devolución · Efectivo');
  await expect(rows.nth(1)).toContainText('-$ 900,00');
  await expect(rows.nth(2)).toContainText('Cobro · Efectivo');
  await expect(pagos).not.toContainText('Pagado de más');
  await expectAccessible(page, 'Detalle con pagos', '[role=dialog]');
  await pagos.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath('detalle-pagos.png') });
});
