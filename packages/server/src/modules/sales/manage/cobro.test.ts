import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../../test/support/app.ts';
import { insertSale } from '../../../../test/support/sale-fixture.ts';
import { auditLog, sales } from '../../../db/schema.ts';

const t = buildTestApp();

const putCobro = (id: number | string, payload: unknown, cookie?: string) =>
  t.request({
    method: 'PUT',
    url: `/api/sheets/sale/${id}/cobro`,
    payload: payload as object,
    cookie,
  });

const rowOf = async (id: number) =>
  (await t.database.db.select().from(sales).where(eq(sales.id, id)))[0];

test('la administración marca un pedido cobrado y lo vuelve a no cobrado, y queda auditado', async () => {
  const sale = await insertSale(t.database.db, { formaPago: 'transferencia' });
  const { cookie } = await t.signIn('admin');
  const before = Date.now();
  const res = await putCobro(sale.id, { cobrado: true }, cookie);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body).toMatchObject({
    id: sale.id,
    estadoPago: 'Pendiente',
    cobro: { estado: 'cobrado', medio: 'transferencia', comprobante: null, mercadoPago: null },
  });
  expect(Date.parse(body.cobro.fecha)).toBeGreaterThanOrEqual(before - 1000);
  const back = await putCobro(sale.id, { cobrado: false }, cookie);
  expect(back.json().cobro).toEqual({
    estado: 'pendiente',
    medio: 'transferencia',
    fecha: null,
    comprobante: null,
    mercadoPago: null,
  });
  const audit = await t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.accion, 'venta.cobro'));
  expect(audit.map((a) => a.detalle)).toEqual([
    `Venta N° ${sale.id}: cobrada (transferencia)`,
    `Venta N° ${sale.id}: sin cobrar`,
  ]);
});

test('el vendedor cobra en el puesto con otro medio, pasa a Listo y a Entregado; no anula ni vuelve atrás', async () => {
  const sale = await insertSale(t.database.db, { formaPago: 'transferencia' });
  const { cookie } = await t.signIn('seller');
  const res = await putCobro(sale.id, { cobrado: true, medio: 'qr' }, cookie);
  expect(res.statusCode).toBe(200);
  expect(res.json().cobro).toMatchObject({ estado: 'cobrado', medio: 'qr' });
  const state = (estado: string) =>
    t.request({ method: 'PUT', url: `/api/sheets/sale/${sale.id}/changestate/${estado}`, cookie });
  expect((await state('Listo')).json()).toEqual({ id: sale.id, estadoPago: 'Listo' });
  for (const estado of ['Pendiente', 'Anulado']) {
    const refused = await state(estado);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'No tienes permisos para acceder a esta seccion' });
  }
  expect((await state('Entregado')).json()).toEqual({ id: sale.id, estadoPago: 'Entregado' });
  const del = await t.request({
    method: 'DELETE',
    url: `/api/sheets/delete/sale/${sale.id}`,
    cookie,
  });
  expect(del.statusCode).toBe(403);
  expect(await rowOf(sale.id)).toMatchObject({
    estado: 'Entregado',
    cobroEstado: 'cobrado',
    cobroMedio: 'qr',
  });
});

test('una venta anulada no cambia su cobro: 409 "La venta está anulada" y nada cambia', async () => {
  const sale = await insertSale(t.database.db, { estado: 'Anulado' });
  const { cookie } = await t.signIn('seller');
  const res = await putCobro(sale.id, { cobrado: true }, cookie);
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual({ error: 'La venta está anulada' });
  expect(await rowOf(sale.id)).toMatchObject({ cobroEstado: 'pendiente', cobroFecha: null });
  expect(
    await t.database.db.select().from(auditLog).where(eq(auditLog.accion, 'venta.cobro')),
  ).toEqual([]);
});

test('una venta inexistente es 404; un cuerpo inválido 400; sin sesión 401; un cliente 403', async () => {
  const sale = await insertSale(t.database.db);
  const admin = await t.signIn('admin');
  for (const id of [999, 'abc']) {
    const res = await putCobro(id, { cobrado: true }, admin.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Venta no encontrada' });
  }
  for (const body of [{}, { cobrado: 'si' }]) {
    const res = await putCobro(sale.id, body, admin.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Datos inválidos');
  }
  const bitcoin = await putCobro(sale.id, { cobrado: true, medio: 'bitcoin' }, admin.cookie);
  expect(bitcoin.statusCode).toBe(400);
  expect(bitcoin.json().error).toBe('La forma de pago es inválida');
  expect((await putCobro(sale.id, { cobrado: true })).statusCode).toBe(401);
  const user = await t.signIn('user');
  expect((await putCobro(sale.id, { cobrado: true }, user.cookie)).statusCode).toBe(403);
  expect(await rowOf(sale.id)).toMatchObject({ cobroEstado: 'pendiente' });
});
