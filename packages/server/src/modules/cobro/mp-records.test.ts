// MARKET §7b and API.md round 4, Mercado Pago as records, on PGlite and PostgreSQL: one record per
// payment also when notifications race, duplicates and refunds as records, foreign payments and
// partial refunds audited; and the concurrency of weighing and staff marking.
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { insertProduct } from '../../../test/support/fixtures.ts';
import {
  knownPayment,
  mercadoPagoTestApp,
  mpOrder,
  notify,
} from '../../../test/support/mercadopago.ts';
import { webOrder } from '../../../test/support/sales.ts';
import { auditLog, pagos, sales } from '../../db/schema.ts';

const t = mercadoPagoTestApp({}, 10_000);

const recordsOf = (id: number) =>
  t.database.db.select().from(pagos).where(eq(pagos.saleId, id)).orderBy(pagos.id);
const rowOf = async (id: number) =>
  (await t.database.db.select().from(sales).where(eq(sales.id, id)))[0];
const audited = async (accion: string) =>
  (await t.database.db.select().from(auditLog).where(eq(auditLog.accion, accion))).map(
    (a) => a.detalle,
  );

test('dos avisos del mismo pago a la vez: un solo registro', async () => {
  const order = await mpOrder(t);
  knownPayment(t, '5001', order.id);
  const answers = await Promise.all(Array.from({ length: 6 }, () => notify(t, '5001')));
  expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
  const records = await recordsOf(order.id);
  expect(records.map((r) => [r.tipo, r.medio, r.montoCents, r.externoId, r.quien])).toEqual([
    ['cobro', 'mercadopago', 325_050, '5001', 'mercadopago'],
  ]);
  expect(await rowOf(order.id)).toMatchObject({
    cobroEstado: 'cobrado',
    cobroMedio: 'mercadopago',
  });
  expect(await audited('venta.cobro')).toHaveLength(1);
});

test('dos pagos distintos a la vez: los dos registrados, uno auditado como duplicado; devuelto el primero sigue cobrado', async () => {
  const order = await mpOrder(t);
  knownPayment(t, '6001', order.id);
  knownPayment(t, '6002', order.id);
  const both = await Promise.all([notify(t, '6001'), notify(t, '6002')]);
  expect(
    both.map((r) => r.statusCode),
    both.map((r) => r.body).join(),
  ).toEqual([200, 200]);
  const records = await recordsOf(order.id);
  expect(records.map((r) => r.externoId).sort()).toEqual(['6001', '6002']);
  const duplicado = await audited('mercadopago.duplicado');
  expect(duplicado).toHaveLength(1);
  expect(duplicado[0]).toContain(`Venta N° ${order.id}`);
  const first = records[0]!;
  expect((await rowOf(order.id))?.cobroFecha?.toISOString()).toBe(first.fecha.toISOString());
  const pagosRes = await t.request({
    method: 'GET',
    url: `/api/sheets/sale/${order.id}/pagos`,
    cookie: (await t.signIn('seller')).cookie,
  });
  expect(pagosRes.json()).toHaveLength(2);
  knownPayment(t, first.externoId!, order.id, { status: 'refunded' });
  await Promise.all([notify(t, first.externoId!), notify(t, first.externoId!)]);
  expect((await recordsOf(order.id)).map((r) => r.tipo)).toEqual(['cobro', 'cobro', 'devolucion']);
  expect((await rowOf(order.id))?.cobroEstado).toBe('cobrado');
  const second = records[1]!;
  knownPayment(t, second.externoId!, order.id, { status: 'charged_back' });
  await notify(t, second.externoId!);
  expect((await rowOf(order.id))?.cobroEstado).toBe('pendiente');
});

test('pagó de menos: registrado y pendiente; el personal cobra solo lo que falta', async () => {
  const order = await mpOrder(t);
  knownPayment(t, '7001', order.id, { transaction_amount: 3000 });
  await notify(t, '7001');
  expect((await rowOf(order.id))?.cobroEstado).toBe('pendiente');
  const admin = await t.signIn('admin');
  const res = await t.request({
    method: 'PUT',
    url: `/api/sheets/sale/${order.id}/cobro`,
    payload: { cobrado: true, medio: 'efectivo' },
    cookie: admin.cookie,
  });
  expect(res.statusCode).toBe(200);
  expect((await recordsOf(order.id)).map((r) => [r.medio, r.montoCents])).toEqual([
    ['mercadopago', 300_000],
    ['efectivo', 25_050],
  ]);
  expect(await rowOf(order.id)).toMatchObject({ cobroEstado: 'cobrado', cobroMedio: 'efectivo' });
});

test('otra moneda u otra cuenta: ignorado y auditado mercadopago.ajeno; devolución parcial auditada una vez', async () => {
  const order = await mpOrder(t);
  knownPayment(t, '8001', order.id, { currency_id: 'USD' });
  knownPayment(t, '8002', order.id, { collector_id: 1 });
  expect((await notify(t, '8001')).statusCode).toBe(200);
  expect((await notify(t, '8002')).statusCode).toBe(200);
  expect(await recordsOf(order.id)).toEqual([]);
  expect(await audited('mercadopago.ajeno')).toHaveLength(2);
  knownPayment(t, '8003', order.id);
  await notify(t, '8003');
  knownPayment(t, '8003', order.id, { transaction_amount_refunded: 500 });
  await notify(t, '8003');
  await notify(t, '8003');
  expect(await audited('mercadopago.devolucion_parcial')).toEqual([
    `Venta N° ${order.id}: pago 8003 con $ 500.00 devueltos`,
  ]);
  expect((await rowOf(order.id))?.cobroEstado).toBe('cobrado');
  // Staff see "Revisar devolución parcial" on that payment in the sale's records.
  const listed = await t.request({
    method: 'GET',
    url: `/api/sheets/sale/${order.id}/pagos`,
    cookie: (await t.signIn('seller')).cookie,
  });
  expect(listed.json()).toEqual([
    expect.objectContaining({ externoId: '8003', tipo: 'cobro', revisarDevolucion: true }),
  ]);
});

test('pesar mientras llega un pago: el pago y el peso quedan los dos, y el cobro sale del total final', async () => {
  const queso = await insertProduct(t.database.db, {
    nombre: 'Queso',
    unidad: 'kg',
    paso: 250,
    precio: 2400,
    stock: 5000,
  });
  const res = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    payload: webOrder([{ id: queso.id, cantidad: 750 }], { formaPago: 'mercadopago' }),
  });
  const id = res.json().id as number;
  knownPayment(t, '9001', id, { transaction_amount: 1800 });
  const { cookie } = await t.signIn('seller');
  const [weighed] = await Promise.all([
    t.request({
      method: 'PUT',
      url: `/api/sheets/sale/${id}/peso`,
      payload: { idProducto: queso.id, gramos: 1000 },
      cookie,
    }),
    notify(t, '9001'),
  ]);
  const row = await rowOf(id);
  const records = await recordsOf(id);
  expect(records.map((r) => r.montoCents)).toEqual([180_000]);
  if (weighed.statusCode === 200) {
    // Weighed first: $ 2.400 to pay, $ 1.800 paid.
    expect(row).toMatchObject({ totalCents: 240_000, cobroEstado: 'pendiente' });
  } else {
    // Paid first: cobrado, and the weight is refused as the rule says.
    expect(weighed.json()).toEqual({ error: 'El pedido ya está cobrado' });
    expect(row).toMatchObject({ totalCents: 180_000, cobroEstado: 'cobrado' });
  }
});

test('el personal marca cobrado varias veces a la vez: un solo cobro', async () => {
  const admin = await t.signIn('admin');
  // Several rounds of eight at once: without the transaction that holds the sale's row lock
  // from reading the records to writing one, two of them add a cobro each (issue 45, mutant 5).
  for (let round = 0; round < 5; round++) {
    const order = await mpOrder(t, { formaPago: 'efectivo' });
    const put = () =>
      t.request({
        method: 'PUT',
        url: `/api/sheets/sale/${order.id}/cobro`,
        payload: { cobrado: true },
        cookie: admin.cookie,
      });
    const answers = await Promise.all(Array.from({ length: 8 }, put));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect((await recordsOf(order.id)).map((r) => [r.tipo, r.montoCents])).toEqual([
      ['cobro', 325_050],
    ]);
  }
  expect(await audited('venta.cobro')).toHaveLength(5);
});
