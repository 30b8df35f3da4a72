// MARKET §7b and API.md round 4, on PGlite and PostgreSQL: staff marking cobro writes records,
// the checks come in API.md's order, a seller's answer has no customer data, cash taken at the
// stall enters the register, and GET …/pagos lists the records.
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { registerCalls } from '../../../test/support/register.ts';
import { insertSale } from '../../../test/support/sale-fixture.ts';
import { cashEntries, pagos, sales } from '../../db/schema.ts';

const t = buildTestApp();
const caja = registerCalls(t);

const putCobro = (id: number, payload: object, cookie?: string) =>
  t.request({ method: 'PUT', url: `/api/sheets/sale/${id}/cobro`, payload, cookie });
const pagosApi = (id: number | string, cookie?: string) =>
  t.request({ method: 'GET', url: `/api/sheets/sale/${id}/pagos`, cookie });
const recordsOf = (id: number) =>
  t.database.db.select().from(pagos).where(eq(pagos.saleId, id)).orderBy(pagos.id);
const rowOf = async (id: number) =>
  (await t.database.db.select().from(sales).where(eq(sales.id, id)))[0];

test('marcar cobrado agrega un cobro de lo que falta; otra vez no agrega nada; no cobrado agrega la devolución', async () => {
  const sale = await insertSale(t.database.db, { formaPago: 'transferencia' });
  const admin = await t.signIn('admin', { email: 'admin@feria.test' });
  expect((await putCobro(sale.id, { cobrado: true }, admin.cookie)).statusCode).toBe(200);
  expect((await putCobro(sale.id, { cobrado: true }, admin.cookie)).statusCode).toBe(200);
  const records = await recordsOf(sale.id);
  expect(records.map((r) => [r.tipo, r.medio, r.montoCents, r.quien])).toEqual([
    ['cobro', 'transferencia', 100_000, 'admin@feria.test'],
  ]);
  expect((await rowOf(sale.id))?.cobroFecha?.toISOString()).toBe(records[0]?.fecha.toISOString());
  expect((await putCobro(sale.id, { cobrado: false }, admin.cookie)).statusCode).toBe(200);
  expect((await putCobro(sale.id, { cobrado: false }, admin.cookie)).statusCode).toBe(200);
  expect((await recordsOf(sale.id)).map((r) => [r.tipo, r.montoCents])).toEqual([
    ['cobro', 100_000],
    ['devolucion', 100_000],
  ]);
  expect(await rowOf(sale.id)).toMatchObject({ cobroEstado: 'pendiente', cobroFecha: null });

  const seller = await t.signIn('seller', { email: 'vendedora@feria.test' });
  const listed = await pagosApi(sale.id, seller.cookie);
  expect(listed.statusCode).toBe(200);
  expect(listed.json()).toEqual([
    expect.objectContaining({
      tipo: 'cobro',
      medio: 'transferencia',
      monto: 1000,
      externoId: null,
    }),
    expect.objectContaining({ tipo: 'devolucion', monto: 1000, quien: 'admin@feria.test' }),
  ]);
  expect((await pagosApi(999_999, seller.cookie)).json()).toEqual({ error: 'Venta no encontrada' });
  expect((await pagosApi('abc', seller.cookie)).statusCode).toBe(404);
  expect((await pagosApi(sale.id)).statusCode).toBe(401);
  const user = await t.signIn('user');
  expect((await pagosApi(sale.id, user.cookie)).statusCode).toBe(403);
});

test('API.md: venta del puesto 409, medio 400 (también admin), volver atrás o Mercado Pago 403; respuesta del vendedor sin datos del cliente', async () => {
  const seller = await t.signIn('seller', { email: 'vendedora@feria.test' });
  const admin = await t.signIn('admin', { email: 'admin@feria.test' });
  const pos = await insertSale(t.database.db, { canal: 'pos', estado: 'Entregado' });
  const refusedPos = await putCobro(pos.id, { cobrado: true, medio: 'bitcoin' }, seller.cookie);
  expect(refusedPos.statusCode).toBe(409);
  expect(refusedPos.json()).toEqual({ error: 'Las ventas del puesto nacen cobradas' });
  const web = await insertSale(t.database.db, { formaPago: 'efectivo' });
  for (const cookie of [seller.cookie, admin.cookie]) {
    const res = await putCobro(web.id, { cobrado: true, medio: 'mercadopago' }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'La forma de pago es inválida' });
  }
  const mp = await insertSale(t.database.db, { formaPago: 'mercadopago' });
  expect((await putCobro(mp.id, { cobrado: true }, seller.cookie)).statusCode).toBe(403);
  expect((await putCobro(web.id, { cobrado: false }, seller.cookie)).statusCode).toBe(403);
  expect(await recordsOf(web.id)).toEqual([]);
  expect(await recordsOf(mp.id)).toEqual([]);

  const ok = await putCobro(web.id, { cobrado: true, medio: 'qr' }, seller.cookie);
  expect(ok.statusCode).toBe(200);
  expect(Object.keys(ok.json()).sort()).toEqual(['cobro', 'estadoPago', 'id']);
  expect(ok.body).not.toContain('martina');
  expect(ok.json().cobro).toMatchObject({ estado: 'cobrado', medio: 'qr' });
  const asAdmin = await putCobro(web.id, { cobrado: true }, admin.cookie);
  expect(asAdmin.json()).toMatchObject({ id: web.id, cliente: expect.any(Object) });
});

test('efectivo cobrado por el personal con la caja abierta: Ingreso "Cobro pedido #id" y línea propia en el arqueo; su devolución un Gasto', async () => {
  const admin = await t.signIn('admin', { email: 'admin@feria.test' });
  expect((await caja.abrir({ montoInicial: 1000 }, admin.cookie)).statusCode).toBe(201);
  const sale = await insertSale(t.database.db, { formaPago: 'efectivo' });
  await putCobro(sale.id, { cobrado: true }, admin.cookie);
  let actual = (await caja.actual(admin.cookie)).json();
  expect(actual).toMatchObject({ esperado: 2000, pedidosCobrados: 1000, movimientos: [] });
  expect(actual.porMedio.efectivo).toBe(1000);
  await putCobro(sale.id, { cobrado: false }, admin.cookie);
  actual = (await caja.actual(admin.cookie)).json();
  expect(actual).toMatchObject({ esperado: 1000, pedidosCobrados: 0 });
  const entries = await t.database.db.select().from(cashEntries).orderBy(cashEntries.id);
  expect(entries.map((e) => [e.tipo, e.descripcion, e.montoCents])).toEqual([
    ['Ingreso', `Cobro pedido #${sale.id}`, 100_000],
    ['Gasto', `Devolución pedido #${sale.id}`, 100_000],
  ]);
  // Counting exactly what is expected leaves no difference.
  const cerrada = await caja.cerrar({ contado: 1000 }, admin.cookie);
  expect(cerrada.json()).toMatchObject({ diferencia: 0 });
});

test('efectivo cobrado sin caja abierta: queda en "Efectivo fuera de caja"; una transferencia no toca la caja', async () => {
  const admin = await t.signIn('admin', { email: 'admin@feria.test' });
  const cash = await insertSale(t.database.db, { formaPago: 'efectivo' });
  const transfer = await insertSale(t.database.db, { formaPago: 'transferencia' });
  await putCobro(cash.id, { cobrado: true }, admin.cookie);
  await putCobro(transfer.id, { cobrado: true }, admin.cookie);
  const fuera = await t.request({ method: 'GET', url: '/api/caja/fuera', cookie: admin.cookie });
  expect(fuera.json()).toEqual([
    expect.objectContaining({ ventaId: cash.id, total: 1000, vendedor: 'admin@feria.test' }),
  ]);
});

test('una venta del puesto nace con su cobro: su medio, su total, el vendedor, su momento', async () => {
  const seller = await t.signIn('seller', { email: 'vendedora@feria.test' });
  const p = await insertProduct(t.database.db, { precio: 500, stock: 10 });
  const res = await caja.vender([{ id: p.id, cantidad: 3 }], 'qr', seller.cookie);
  expect(res.statusCode).toBe(201);
  const id = res.json().id as number;
  const records = await recordsOf(id);
  const total = (await rowOf(id))?.totalCents;
  expect(records.map((r) => [r.tipo, r.medio, r.montoCents, r.quien])).toEqual([
    ['cobro', 'qr', total, 'vendedora@feria.test'],
  ]);
  expect(records[0]?.fecha.toISOString()).toBe((await rowOf(id))?.cobroFecha?.toISOString());
});
