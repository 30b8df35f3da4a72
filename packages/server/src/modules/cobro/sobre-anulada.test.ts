// Issue 57, finding 3 (API.md round 5, MARKET §7b): money that reaches an Anulado sale is recorded
// as a cobro, audited `pago.sobre_anulada`; the sale stays Anulado and pendiente, its admin detail
// carries `devolver: { monto }` and Control counts it.
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { knownPayment, mpOrder, notify } from '../../../test/support/mercadopago.ts';
import { notifyOrder, qrSale, qrTestApp, saleRow } from '../../../test/support/qr-sale.ts';
import { stockOf } from '../../../test/support/sales.ts';
import { auditLog, pagos } from '../../db/schema.ts';

const t = qrTestApp();

const recordsOf = (id: number) =>
  t.database.db.select().from(pagos).where(eq(pagos.saleId, id)).orderBy(pagos.id);
const audits = (accion: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.accion, accion));

async function cancelledMpOrder() {
  const order = await mpOrder(t);
  const res = await t.request({
    method: 'POST',
    url: `/api/pedido/${order.id}/cancelar?t=${order.token}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return order;
}

async function adminView(id: number) {
  const { cookie } = await t.signIn('admin');
  const detail = await t.request({ method: 'GET', url: `/api/sheets/sale/${id}`, cookie });
  const overview = await t.request({ method: 'GET', url: '/api/overview', cookie });
  expect(detail.statusCode, detail.body).toBe(200);
  return { detail: detail.json(), overview: overview.json() };
}

test('pago aprobado de un pedido que el cliente canceló: un cobro, auditado, la venta sigue anulada y muestra devolver', async () => {
  const order = await cancelledMpOrder();
  const stock = await stockOf(t.database.db, order.miel.id);
  knownPayment(t, '9001', order.id);
  expect((await notify(t, '9001')).statusCode).toBe(200);
  expect(await recordsOf(order.id)).toEqual([
    expect.objectContaining({
      tipo: 'cobro',
      medio: 'mercadopago',
      montoCents: 325050,
      externoId: '9001',
      quien: 'mercadopago',
      sobreAnulada: true,
    }),
  ]);
  const log = await audits('pago.sobre_anulada');
  expect(log).toHaveLength(1);
  expect(log[0]?.detalle).toContain(`Venta N° ${order.id}`);
  expect(log[0]?.detalle).toContain('9001');
  expect(await saleRow(t, order.id)).toMatchObject({ estado: 'Anulado', cobroEstado: 'pendiente' });
  expect(await stockOf(t.database.db, order.miel.id)).toBe(stock);
  expect(await audits('venta.cobro')).toEqual([]);
  const { detail, overview } = await adminView(order.id);
  expect(detail.estadoPago).toBe('Anulado');
  expect(detail.cobro.estado).toBe('pendiente');
  expect(detail.devolver).toEqual({ monto: 3250.5 });
  expect(overview.anuladasParaDevolver).toBe(1);
  // The same notification again records nothing more.
  expect((await notify(t, '9001')).statusCode).toBe(200);
  expect(await recordsOf(order.id)).toHaveLength(1);
  expect(await audits('pago.sobre_anulada')).toHaveLength(1);
});

test('dos avisos del mismo pago a la vez: un solo cobro y una sola auditoría', async () => {
  const order = await cancelledMpOrder();
  knownPayment(t, '9002', order.id);
  const answers = await Promise.all([notify(t, '9002'), notify(t, '9002'), notify(t, '9002')]);
  expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
  expect(await recordsOf(order.id)).toHaveLength(1);
  expect(await audits('pago.sobre_anulada')).toHaveLength(1);
});

test('devuelto en Mercado Pago: queda la devolución y ya no hay nada para devolver', async () => {
  const order = await cancelledMpOrder();
  knownPayment(t, '9003', order.id);
  await notify(t, '9003');
  knownPayment(t, '9003', order.id, { status: 'refunded' });
  await notify(t, '9003');
  await notify(t, '9003');
  expect((await recordsOf(order.id)).map((r) => [r.tipo, r.montoCents])).toEqual([
    ['cobro', 325050],
    ['devolucion', 325050],
  ]);
  const { detail, overview } = await adminView(order.id);
  expect(detail.devolver).toBeUndefined();
  expect(overview.anuladasParaDevolver).toBe(0);
});

test('una venta anulada sin pagos después no muestra devolver', async () => {
  const order = await cancelledMpOrder();
  const { detail, overview } = await adminView(order.id);
  expect(detail.devolver).toBeUndefined();
  expect(overview.anuladasParaDevolver).toBe(0);
});

test('QR del puesto pagado después de que el admin anuló la venta: se registra para devolver', async () => {
  const { cookie } = await t.signIn('admin');
  const { sale } = await qrSale(t, cookie);
  const ordenId = sale.qr?.ordenId ?? '';
  const del = await t.request({
    method: 'DELETE',
    url: `/api/sheets/delete/sale/${sale.id}`,
    cookie,
  });
  expect(del.statusCode, del.body).toBe(200);
  // Mercado Pago had the payment all the same (it arrived as the order was cancelled).
  t.fake.settle(ordenId, 'processed');
  await Promise.all([notifyOrder(t, ordenId), notifyOrder(t, ordenId)]);
  const records = await recordsOf(sale.id);
  expect(records).toEqual([
    expect.objectContaining({ tipo: 'cobro', medio: 'qr', montoCents: 106999, sobreAnulada: true }),
  ]);
  expect(await saleRow(t, sale.id)).toMatchObject({ estado: 'Anulado', cobroEstado: 'pendiente' });
  expect(await audits('pago.sobre_anulada')).toHaveLength(1);
  const { detail, overview } = await adminView(sale.id);
  expect(detail.devolver).toEqual({ monto: 1069.99 });
  expect(overview.anuladasParaDevolver).toBe(1);
});
