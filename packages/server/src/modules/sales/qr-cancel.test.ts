// MARKET §11: "Cancelar QR" and what the register counts of a QR sale.
import { expect, test } from 'vitest';
import { notifyOrder, qrSale, qrTestApp, saleRow } from '../../../test/support/qr-sale.ts';
import { registerCalls } from '../../../test/support/register.ts';
import { stockOf } from '../../../test/support/sales.ts';

const t = qrTestApp();
const caja = registerCalls(t);

const cancelar = (id: number, cookie?: string) =>
  t.request({ method: 'POST', url: `/api/sheets/sale/${id}/qr/cancelar`, cookie });

test('cancelar un QR que espera: cancela la orden con su propia clave, anula la venta y devuelve el stock', async () => {
  const { cookie } = await t.signIn('seller');
  const { sale, product } = await qrSale(t, cookie);
  expect(await stockOf(t.database.db, product.id)).toBe(9);
  const res = await cancelar(sale.id, cookie);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ id: sale.id, estadoPago: 'Anulado' });
  expect(t.fake.orderReads).toEqual([sale.qr?.ordenId]);
  expect(t.fake.cancels.map((c) => c.id)).toEqual([sale.qr?.ordenId]);
  const key = t.fake.cancels[0]?.headers['x-idempotency-key'];
  expect(key).toBeTruthy();
  expect(key).not.toBe(t.fake.created[0]?.headers['x-idempotency-key']);
  expect(t.fake.orders.get(sale.qr?.ordenId ?? '')?.status).toBe('canceled');
  expect((await saleRow(t, sale.id))?.estado).toBe('Anulado');
  expect(await stockOf(t.database.db, product.id)).toBe(10);
  // Again: the sale is annulled already.
  const again = await cancelar(sale.id, cookie);
  expect(again.statusCode).toBe(409);
  expect(again.json()).toEqual({ error: 'La venta está anulada' });
});

test('ya pagada en Mercado Pago: 409 "La venta ya está cobrada", no se cancela y queda cobrada', async () => {
  const { cookie } = await t.signIn('seller');
  const { sale, product } = await qrSale(t, cookie);
  t.fake.settle(sale.qr?.ordenId ?? '', 'processed');
  const res = await cancelar(sale.id, cookie);
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual({ error: 'La venta ya está cobrada' });
  expect(t.fake.cancels).toEqual([]);
  expect(await saleRow(t, sale.id)).toMatchObject({ estado: 'Entregado', cobroEstado: 'cobrado' });
  expect(await stockOf(t.database.db, product.id)).toBe(9);
  // Cobrada already (the notification arrived first): 409 without asking Mercado Pago.
  await notifyOrder(t, sale.qr?.ordenId ?? '');
  expect((await cancelar(sale.id, cookie)).statusCode).toBe(409);
});

test('una orden vencida no necesita cancelarse: la venta se anula igual', async () => {
  const { cookie } = await t.signIn('seller');
  const { sale } = await qrSale(t, cookie);
  t.fake.settle(sale.qr?.ordenId ?? '', 'expired');
  expect((await cancelar(sale.id, cookie)).statusCode).toBe(200);
  expect(t.fake.cancels).toEqual([]);
  expect((await saleRow(t, sale.id))?.estado).toBe('Anulado');
});

test('Mercado Pago no contesta: 502 y la venta sigue igual', async () => {
  const { cookie } = await t.signIn('seller');
  const { sale } = await qrSale(t, cookie);
  t.fake.mode = 'fail';
  const res = await cancelar(sale.id, cookie);
  expect(res.statusCode).toBe(502);
  expect(res.json()).toEqual({ error: 'Mercado Pago no responde, probá de nuevo en unos minutos' });
  expect((await saleRow(t, sale.id))?.estado).toBe('Entregado');
});

test('permisos: 401 sin sesión, 403 cliente, 404 inexistente, 409 una venta sin QR', async () => {
  const { cookie } = await t.signIn('seller');
  const { sale } = await qrSale(t, cookie);
  expect((await cancelar(sale.id)).statusCode).toBe(401);
  expect((await cancelar(sale.id, (await t.signIn('user')).cookie)).statusCode).toBe(403);
  const missing = await cancelar(999999, cookie);
  expect(missing.statusCode).toBe(404);
  expect(missing.json()).toEqual({ error: 'Venta no encontrada' });
  expect((await cancelar(Number.NaN, cookie)).statusCode).toBe(404);
  const offline = await qrSale(t, cookie, {
    creadaEn: new Date(Date.now() - 60_000).toISOString(),
  });
  const res = await cancelar(offline.sale.id, cookie);
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual({ error: 'La venta no tiene un QR de Mercado Pago' });
  expect((await saleRow(t, sale.id))?.estado).toBe('Entregado');
});

test('la caja cuenta el QR cuando entra el pago: porMedio.qr, Cobrado hoy y "QR sin confirmar"', async () => {
  const admin = (await t.signIn('admin')).cookie;
  expect((await caja.abrir({ montoInicial: 0 }, admin)).statusCode).toBe(201);
  const { sale } = await qrSale(t, admin);
  const before = (await caja.actual(admin)).json();
  expect(before.porMedio.qr ?? 0).toBe(0);
  expect(before.qrSinConfirmar).toEqual({ cantidad: 1, total: 1069.99 });
  const overview = async () =>
    (await t.request({ method: 'GET', url: '/api/overview', cookie: admin })).json();
  expect((await overview()).cobradoHoy.porMedio.qr ?? 0).toBe(0);

  t.fake.settle(sale.qr?.ordenId ?? '', 'processed');
  await notifyOrder(t, sale.qr?.ordenId ?? '');
  const after = (await caja.actual(admin)).json();
  expect(after.porMedio.qr).toBe(1069.99);
  expect(after.qrSinConfirmar).toBeUndefined();
  expect((await overview()).cobradoHoy.porMedio.qr).toBe(1069.99);
  // Cash only is counted: closing works with a QR waiting too.
  await qrSale(t, admin);
  expect((await caja.actual(admin)).json().qrSinConfirmar.cantidad).toBe(1);
  expect((await caja.cerrar({ contado: 0 }, admin)).statusCode).toBe(200);
});

const anular = async (id: number) =>
  t.request({
    method: 'DELETE',
    url: `/api/sheets/delete/sale/${id}`,
    cookie: (await t.signIn('admin')).cookie,
  });

test('anular (admin) una venta con un QR que espera cancela antes la orden de Mercado Pago (issue 57, hallazgo 3)', async () => {
  const { cookie } = await t.signIn('seller');
  const { sale, product } = await qrSale(t, cookie);
  const ordenId = sale.qr?.ordenId ?? '';
  const res = await anular(sale.id);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ id: sale.id, estadoPago: 'Anulado' });
  expect(t.fake.cancels.map((c) => c.id)).toEqual([ordenId]);
  expect(t.fake.orders.get(ordenId)?.status).toBe('canceled');
  expect((await saleRow(t, sale.id))?.estado).toBe('Anulado');
  expect(await stockOf(t.database.db, product.id)).toBe(10);
});

test('anular (admin) una venta cuyo QR ya se pagó: 409 "La venta ya está cobrada" y el pago queda registrado', async () => {
  const { cookie } = await t.signIn('seller');
  const { sale } = await qrSale(t, cookie);
  t.fake.settle(sale.qr?.ordenId ?? '', 'processed');
  const res = await anular(sale.id);
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual({ error: 'La venta ya está cobrada' });
  expect(t.fake.cancels).toHaveLength(0);
  const row = await saleRow(t, sale.id);
  expect(row?.cobroEstado).toBe('cobrado');
  expect(row?.estado).not.toBe('Anulado');
});
