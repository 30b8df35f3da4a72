import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import {
  knownPayment,
  mercadoPagoTestApp,
  mpOrder,
  notify,
} from '../../../test/support/mercadopago.ts';
import { auditLog, sales } from '../../db/schema.ts';

const t = mercadoPagoTestApp();

const saleRow = async (id: number) =>
  (await t.database.db.select().from(sales).where(eq(sales.id, id)))[0];
const audits = () => t.database.db.select().from(auditLog);
const orderPage = async (id: number, token: string) =>
  (await t.request({ method: 'GET', url: `/api/pedido/${id}?t=${token}` })).json();

test('pago aprobado por el total, con firma buena: el pedido queda cobrado por Mercado Pago', async () => {
  const order = await mpOrder(t);
  knownPayment(t, '1234567890', order.id);
  const res = await notify(t, '1234567890');
  expect(res.statusCode).toBe(200);
  expect(t.fake.reads).toEqual(['1234567890']);
  const view = await orderPage(order.id, order.token);
  expect(view.cobro).toMatchObject({
    estado: 'cobrado',
    medio: 'mercadopago',
    mercadoPago: { pagoId: '1234567890', estado: 'approved' },
  });
  expect(view.cobro.fecha).not.toBeNull();
  const log = await audits();
  expect(log).toContainEqual(
    expect.objectContaining({ accion: 'venta.cobro', quien: 'Mercado Pago', userId: null }),
  );
});

test('firma equivocada, ausente, vieja o de otro secreto: 401, no se consulta el pago y nada cambia', async () => {
  const order = await mpOrder(t);
  knownPayment(t, '555', order.id);
  const before = await saleRow(order.id);
  const old = String(Math.floor(Date.now() / 1000) - 11 * 60);
  const answers = [
    await notify(t, '555', { secret: 'otro-secreto' }),
    await notify(t, '555', { ts: old }),
    await notify(t, '555', {}, { 'x-signature': undefined }),
    await notify(t, '555', {}, { 'x-signature': 'ts=1,v1=abc' }),
    await notify(t, '555', {}, { 'x-request-id': 'otra-solicitud' }),
  ];
  for (const res of answers) {
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Firma inválida' });
  }
  expect(t.fake.reads).toEqual([]);
  expect(await saleRow(order.id)).toEqual(before);
  // API.md round 4: audited, once a minute per address however many come.
  expect((await audits()).map((a) => a.accion)).toEqual(['mercadopago.firma']);
});

test('ts en milisegundos (13 cifras) también vale', async () => {
  const order = await mpOrder(t);
  knownPayment(t, '777', order.id);
  const res = await notify(t, '777', { ts: String(Date.now()) });
  expect(res.statusCode).toBe(200);
  expect((await saleRow(order.id))?.cobroEstado).toBe('cobrado');
});

test('otro monto: sigue pendiente y queda en la auditoría mercadopago.monto con los dos montos', async () => {
  const order = await mpOrder(t);
  knownPayment(t, '888', order.id, { transaction_amount: 3000 });
  expect((await notify(t, '888')).statusCode).toBe(200);
  expect((await saleRow(order.id))?.cobroEstado).toBe('pendiente');
  const log = await audits();
  expect(log).toHaveLength(1);
  expect(log[0]).toMatchObject({ accion: 'mercadopago.monto', quien: 'Mercado Pago' });
  expect(log[0]?.detalle).toContain('3000.00');
  expect(log[0]?.detalle).toContain('3250.50');
  expect(log[0]?.detalle).toContain(`Venta N° ${order.id}`);
  // The same notification again writes nothing more.
  expect((await notify(t, '888')).statusCode).toBe(200);
  expect(await audits()).toHaveLength(1);
});

test('la misma notificación dos veces: la segunda no cambia nada', async () => {
  const order = await mpOrder(t);
  knownPayment(t, '999', order.id);
  expect((await notify(t, '999')).statusCode).toBe(200);
  const first = await saleRow(order.id);
  const logged = (await audits()).length;
  expect((await notify(t, '999')).statusCode).toBe(200);
  expect(await saleRow(order.id)).toEqual(first);
  expect(await audits()).toHaveLength(logged);
});

test('devuelto o contracargo: vuelve a pendiente', async () => {
  const order = await mpOrder(t);
  knownPayment(t, '321', order.id);
  await notify(t, '321');
  expect((await saleRow(order.id))?.cobroEstado).toBe('cobrado');
  knownPayment(t, '321', order.id, { status: 'refunded' });
  expect((await notify(t, '321')).statusCode).toBe(200);
  const row = await saleRow(order.id);
  expect(row).toMatchObject({
    cobroEstado: 'pendiente',
    cobroFecha: null,
    mpPagoEstado: 'refunded',
  });
  const view = await orderPage(order.id, order.token);
  expect(view.cobro.mercadoPago).toEqual({ pagoId: '321', estado: 'refunded' });

  const other = await mpOrder(t);
  knownPayment(t, '322', other.id);
  await notify(t, '322');
  knownPayment(t, '322', other.id, { status: 'charged_back' });
  await notify(t, '322');
  expect((await saleRow(other.id))?.cobroEstado).toBe('pendiente');
});

test('un pago que Mercado Pago no conoce, o de una venta que no es de Mercado Pago: 200 y nada', async () => {
  const order = await mpOrder(t);
  const before = await saleRow(order.id);
  const unknown = await notify(t, '404404');
  expect(unknown.statusCode).toBe(200);
  expect(t.fake.reads).toEqual(['404404']);
  knownPayment(t, '1', 999_999);
  expect((await notify(t, '1')).statusCode).toBe(200);
  expect(await saleRow(order.id)).toEqual(before);
  expect(await audits()).toEqual([]);
});

test('Mercado Pago no contesta al leer el pago: 503 para que repita el aviso, y el repetido cobra', async () => {
  const order = await mpOrder(t);
  knownPayment(t, '1', order.id);
  t.fake.mode = 'hang';
  const res = await notify(t, '1');
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({ error: 'Mercado Pago no responde, probá de nuevo en unos minutos' });
  expect((await saleRow(order.id))?.cobroEstado).toBe('pendiente');
  // Mercado Pago repeats a notification that did not get a 200: once it answers, it is cobrado.
  t.fake.mode = 'ok';
  expect((await notify(t, '1')).statusCode).toBe(200);
  expect((await saleRow(order.id))?.cobroEstado).toBe('cobrado');
});
