// MARKET §2 (round 5), on PGlite and PostgreSQL: Entregas' "Entregado" on a Sin cobrar order
// carries the medio, and the hand-over and the cobro are one transaction (cash into the open
// register); a refusal leaves the order as it was; two taps at once record one cobro.
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../../test/support/app.ts';
import { registerCalls } from '../../../../test/support/register.ts';
import { insertSale } from '../../../../test/support/sale-fixture.ts';
import { auditLog, cashEntries, pagos, sales } from '../../../db/schema.ts';

const t = buildTestApp();
const caja = registerCalls(t);

const entregar = (id: number, payload: object | undefined, cookie: string) =>
  t.request({
    method: 'PUT',
    url: `/api/sheets/sale/${id}/changestate/Entregado`,
    ...(payload ? { payload } : {}),
    cookie,
  });
const rowOf = async (id: number) =>
  (await t.database.db.select().from(sales).where(eq(sales.id, id)))[0];
const recordsOf = (id: number) => t.database.db.select().from(pagos).where(eq(pagos.saleId, id));

test('el vendedor entrega y cobra en efectivo en un solo paso: Entregado, cobrado y el efectivo en la caja abierta', async () => {
  const seller = await t.signIn('seller', { email: 'vendedora@feria.test' });
  expect((await caja.abrir({ montoInicial: 500 }, seller.cookie)).statusCode).toBe(201);
  const sale = await insertSale(t.database.db, { formaPago: 'transferencia', estado: 'Listo' });
  const res = await entregar(sale.id, { cobro: { medio: 'efectivo' } }, seller.cookie);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ id: sale.id, estadoPago: 'Entregado' });
  expect(await rowOf(sale.id)).toMatchObject({
    estado: 'Entregado',
    cobroEstado: 'cobrado',
    cobroMedio: 'efectivo',
  });
  const entries = await t.database.db.select().from(cashEntries);
  expect(entries.map((e) => [e.tipo, e.descripcion, e.montoCents])).toEqual([
    ['Ingreso', `Cobro pedido #${sale.id}`, 100_000],
  ]);
  expect(entries[0]?.cajaSesionId).not.toBeNull();
  expect((await caja.actual(seller.cookie)).json()).toMatchObject({ esperado: 1500 });
  const audit = await t.database.db.select().from(auditLog).orderBy(auditLog.id);
  expect(audit.map((a) => [a.accion, a.detalle])).toEqual(
    expect.arrayContaining([
      ['venta.estado', `Venta N° ${sale.id}: Listo → Entregado`],
      ['venta.cobro', `Venta N° ${sale.id}: cobrada (efectivo)`],
    ]),
  );
});

test('"Todavía no": Entregado sin cobro deja el pedido Sin cobrar y la caja igual', async () => {
  const seller = await t.signIn('seller');
  const sale = await insertSale(t.database.db, { formaPago: 'efectivo', estado: 'Listo' });
  const res = await entregar(sale.id, undefined, seller.cookie);
  expect(res.json()).toEqual({ id: sale.id, estadoPago: 'Entregado' });
  expect(await rowOf(sale.id)).toMatchObject({ estado: 'Entregado', cobroEstado: 'pendiente' });
  expect(await recordsOf(sale.id)).toEqual([]);
});

test('un medio inválido: 400 "La forma de pago es inválida" y el pedido no se entrega', async () => {
  const seller = await t.signIn('seller');
  const sale = await insertSale(t.database.db, { formaPago: 'efectivo', estado: 'Listo' });
  const res = await entregar(sale.id, { cobro: { medio: 'trueque' } }, seller.cookie);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ error: 'La forma de pago es inválida' });
  expect(await rowOf(sale.id)).toMatchObject({ estado: 'Listo', cobroEstado: 'pendiente' });
  expect(await recordsOf(sale.id)).toEqual([]);
  const estados = await t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.accion, 'venta.estado'));
  expect(estados).toEqual([]);
});

test('un cobro que el vendedor no puede hacer (pedido de Mercado Pago) deshace también la entrega', async () => {
  const seller = await t.signIn('seller');
  const sale = await insertSale(t.database.db, { formaPago: 'mercadopago', estado: 'Listo' });
  const res = await entregar(sale.id, { cobro: { medio: 'efectivo' } }, seller.cookie);
  expect(res.statusCode).toBe(403);
  expect(await rowOf(sale.id)).toMatchObject({ estado: 'Listo', cobroEstado: 'pendiente' });
});

test('el cobro sólo acompaña a "Entregado": con otro estado es 400 y nada cambia', async () => {
  const seller = await t.signIn('seller');
  const sale = await insertSale(t.database.db, { formaPago: 'efectivo', estado: 'Pendiente' });
  const res = await t.request({
    method: 'PUT',
    url: `/api/sheets/sale/${sale.id}/changestate/Listo`,
    payload: { cobro: { medio: 'efectivo' } },
    cookie: seller.cookie,
  });
  expect(res.statusCode).toBe(400);
  expect(await rowOf(sale.id)).toMatchObject({ estado: 'Pendiente', cobroEstado: 'pendiente' });
});

test('dos toques a la vez: una entrega, un cobro, un ingreso en la caja', async () => {
  const seller = await t.signIn('seller');
  expect((await caja.abrir({ montoInicial: 0 }, seller.cookie)).statusCode).toBe(201);
  const sale = await insertSale(t.database.db, { formaPago: 'efectivo', estado: 'Listo' });
  const answers = await Promise.all([
    entregar(sale.id, { cobro: { medio: 'efectivo' } }, seller.cookie),
    entregar(sale.id, { cobro: { medio: 'efectivo' } }, seller.cookie),
  ]);
  // The second finds it Entregado and cobrado: the same answer, nothing added.
  expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
  expect(await recordsOf(sale.id)).toHaveLength(1);
  expect(await t.database.db.select().from(cashEntries)).toHaveLength(1);
  expect((await caja.actual(seller.cookie)).json()).toMatchObject({ esperado: 1000 });
});
