// MARKET §11: the `type=order` notification, read back from GET /v1/orders/{id}.
import { deriveCobro, type Pago } from '@feria/domain/rules/pagos';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { cobroOf, notifyOrder, qrSale, qrTestApp, saleRow } from '../../../test/support/qr-sale.ts';
import { auditLog, pagos as pagosTable } from '../../db/schema.ts';

const t = qrTestApp();

const audits = (accion: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.accion, accion));

async function waitingSale() {
  const { cookie } = await t.signIn('seller');
  const { sale } = await qrSale(t, cookie);
  const ordenId = sale.qr?.ordenId ?? '';
  expect(ordenId).not.toBe('');
  return { sale, ordenId, cookie };
}

test('procesada por el total: cobrada (qr) con el pago y la orden, una sola vez aunque se repita', async () => {
  const { sale, ordenId, cookie } = await waitingSale();
  const before = await cobroOf(t, sale.id, cookie);
  expect(before.json()).toEqual({ estado: 'pendiente', medio: 'qr', fecha: null });
  const order = t.fake.settle(ordenId, 'processed');
  expect((await notifyOrder(t, ordenId)).statusCode).toBe(200);
  expect(t.fake.orderReads).toEqual([ordenId]);
  const after = (await cobroOf(t, sale.id, cookie)).json();
  expect(after).toMatchObject({ estado: 'cobrado', medio: 'qr' });
  expect(after.fecha).not.toBeNull();
  const detail = await t.request({
    method: 'GET',
    url: `/api/sheets/sale/${sale.id}`,
    cookie: (await t.signIn('admin')).cookie,
  });
  expect(detail.json().cobro.mercadoPago).toEqual({
    pagoId: order.transactions.payments[0]?.id,
    estado: 'approved',
    ordenId,
  });
  expect((await notifyOrder(t, ordenId)).statusCode).toBe(200);
  expect((await saleRow(t, sale.id))?.cobroFecha?.toISOString()).toBe(after.fecha);
  expect(await audits('venta.cobro')).toHaveLength(1);
});

test('dos notificaciones a la vez: cobrada una vez, un solo registro de cobro', async () => {
  const { sale, ordenId } = await waitingSale();
  t.fake.settle(ordenId, 'processed');
  const answers = await Promise.all([notifyOrder(t, ordenId), notifyOrder(t, ordenId)]);
  expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
  expect((await saleRow(t, sale.id))?.cobroEstado).toBe('cobrado');
  expect(await audits('venta.cobro')).toHaveLength(1);
});

test('otro monto: sigue pendiente, auditado mercadopago.monto con los dos montos, una vez', async () => {
  const { sale, ordenId } = await waitingSale();
  t.fake.settle(ordenId, 'processed', '1000.00');
  expect((await notifyOrder(t, ordenId)).statusCode).toBe(200);
  expect((await notifyOrder(t, ordenId)).statusCode).toBe(200);
  expect((await saleRow(t, sale.id))?.cobroEstado).toBe('pendiente');
  const log = await audits('mercadopago.monto');
  expect(log).toHaveLength(1);
  expect(log[0]?.detalle).toContain('1000.00');
  expect(log[0]?.detalle).toContain('1069.99');
  expect(log[0]?.quien).toBe('Mercado Pago');
  // MARKET §7b: the payment is recorded all the same, once, and counts toward the sum.
  const pagos = await t.database.db.select().from(pagosTable).where(eq(pagosTable.saleId, sale.id));
  expect(pagos.map((p) => [p.tipo, p.medio, p.montoCents])).toEqual([['cobro', 'qr', 100_000]]);
});

test('pagada de más: registrado lo pagado, cobrada, auditado mercadopago.monto y "Pagado de más" (M5, M18)', async () => {
  const { sale, ordenId, cookie } = await waitingSale();
  t.fake.settle(ordenId, 'processed', '1200.00');
  expect((await notifyOrder(t, ordenId)).statusCode).toBe(200);
  expect((await notifyOrder(t, ordenId)).statusCode).toBe(200);
  expect((await saleRow(t, sale.id))?.cobroEstado).toBe('cobrado');
  const pagos = await t.database.db.select().from(pagosTable).where(eq(pagosTable.saleId, sale.id));
  expect(pagos.map((p) => [p.tipo, p.medio, p.montoCents])).toEqual([['cobro', 'qr', 120_000]]);
  const log = await audits('mercadopago.monto');
  expect(log.map((a) => a.detalle)).toEqual([
    `Venta N° ${sale.id}: orden ${ordenId} pagada por $ 1200.00, el total es $ 1069.99`,
  ]);
  expect(await audits('venta.cobro')).toHaveLength(1);
  const panel = await t.request({
    method: 'GET',
    url: `/api/sheets/sale/${sale.id}/pagos`,
    cookie,
  });
  expect(panel.statusCode, panel.body).toBe(200);
  // The sale's Pagos panel derives "Pagado de más" from these records, as here.
  const records = (panel.json() as Pago[]).map((p) => ({
    ...p,
    montoCents: Math.round(p.monto * 100),
    fecha: new Date(p.fecha),
  }));
  expect(deriveCobro(records, 106_999).deMasCents).toBe(13_001);
});

test('devuelta (refunded): vuelve a pendiente', async () => {
  const { sale, ordenId } = await waitingSale();
  t.fake.settle(ordenId, 'processed');
  await notifyOrder(t, ordenId);
  expect((await saleRow(t, sale.id))?.cobroEstado).toBe('cobrado');
  t.fake.settle(ordenId, 'refunded');
  expect((await notifyOrder(t, ordenId)).statusCode).toBe(200);
  expect(await saleRow(t, sale.id)).toMatchObject({ cobroEstado: 'pendiente', cobroFecha: null });
});

test('vencida o cancelada: nada cambia', async () => {
  for (const status of ['expired', 'canceled']) {
    const { sale, ordenId } = await waitingSale();
    const before = await saleRow(t, sale.id);
    t.fake.settle(ordenId, status);
    expect((await notifyOrder(t, ordenId)).statusCode).toBe(200);
    expect(await saleRow(t, sale.id)).toEqual(before);
  }
  expect(await audits('venta.cobro')).toHaveLength(0);
});

test('una orden que nombra la venta pero no es la orden guardada no la cobra (issue 57, hallazgo 8)', async () => {
  const { sale, ordenId } = await waitingSale();
  const stored = t.fake.orders.get(ordenId);
  if (!stored) throw new Error('sin orden');
  // Another order of the same account whose external_reference names this sale.
  const other = structuredClone(stored);
  other.id = 'ORD01OTRAORDEN';
  t.fake.orders.set(other.id, other);
  t.fake.settle(other.id, 'processed');
  expect((await notifyOrder(t, other.id)).statusCode).toBe(200);
  expect(await saleRow(t, sale.id)).toMatchObject({ cobroEstado: 'pendiente', mpOrdenId: ordenId });
  expect(await audits('venta.cobro')).toHaveLength(0);
  // The stored order itself still pays it.
  t.fake.settle(ordenId, 'processed');
  await notifyOrder(t, ordenId);
  expect((await saleRow(t, sale.id))?.cobroEstado).toBe('cobrado');
});

test('firma equivocada: 401, no se lee la orden y nada cambia', async () => {
  const { sale, ordenId } = await waitingSale();
  t.fake.settle(ordenId, 'processed');
  const res = await notifyOrder(t, ordenId, { secret: 'otro-secreto' });
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ error: 'Firma inválida' });
  expect(t.fake.orderReads).toEqual([]);
  expect((await saleRow(t, sale.id))?.cobroEstado).toBe('pendiente');
});

test('una orden de otra venta (web) o desconocida no cambia nada y contesta 200', async () => {
  const res = await notifyOrder(t, 'ORD01DESCONOCIDA');
  expect(res.statusCode).toBe(200);
});

test('GET /cobro: 401 sin sesión, 403 cliente, 404 venta inexistente', async () => {
  const { sale } = await waitingSale();
  expect(
    (await t.request({ method: 'GET', url: `/api/sheets/sale/${sale.id}/cobro` })).statusCode,
  ).toBe(401);
  const { cookie } = await t.signIn('user');
  expect((await cobroOf(t, sale.id, cookie)).statusCode).toBe(403);
  const staff = (await t.signIn('seller')).cookie;
  const missing = await cobroOf(t, 999999, staff);
  expect(missing.statusCode).toBe(404);
  expect(missing.json()).toEqual({ error: 'Venta no encontrada' });
});
