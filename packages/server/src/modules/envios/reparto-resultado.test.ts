import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { ledger, registerCalls } from '../../../test/support/register.ts';
import { insertSale } from '../../../test/support/sale-fixture.ts';
import { auditLog, pagos, sales } from '../../db/schema.ts';

const t = buildTestApp();
const caja = registerCalls(t);

const envio = async (extra: Parameters<typeof insertSale>[1] = {}) =>
  (await insertSale(t.database.db, { envio: 'envio', ...extra })).id;
const result = (id: number, payload: unknown, cookie: string) =>
  t.request({
    method: 'POST',
    url: `/api/sheets/sale/${id}/reparto`,
    payload: payload as object,
    cookie,
  });
const rowOf = async (id: number) =>
  (await t.database.db.select().from(sales).where(eq(sales.id, id)))[0]!;
const accions = async () => (await t.database.db.select().from(auditLog)).map((a) => a.accion);

test('Entregado con efectivo en la puerta: entregado y cobrado en un paso, la caja abierta lo recibe', async () => {
  const { cookie } = await t.signIn('seller');
  await caja.abrir({ montoInicial: 1000 }, cookie);
  const id = await envio();
  const res = await result(id, { resultado: 'entregado', cobro: { medio: 'efectivo' } }, cookie);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({
    id,
    estadoPago: 'Entregado',
    estado: 'entregado',
    cobro: { estado: 'cobrado' },
  });
  const cash = (await ledger(t.database.db)).filter((e) => e.descripcion === `Cobro pedido #${id}`);
  expect(cash).toEqual([expect.objectContaining({ tipo: 'Ingreso', montoCents: 100_000 })]);
  expect(cash[0]?.cajaSesionId).not.toBeNull();
  expect(await accions()).toContain('reparto.entregado');
});

test('el mismo Entregado con efectivo reintentado, y dos a la vez: entra una sola vez en la caja', async () => {
  const { cookie } = await t.signIn('seller');
  await caja.abrir({ montoInicial: 1000 }, cookie);
  const id = await envio();
  const body = { resultado: 'entregado', cobro: { medio: 'efectivo' } };
  const both = await Promise.all([result(id, body, cookie), result(id, body, cookie)]);
  expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
  const retry = await result(id, body, cookie);
  expect(retry.statusCode).toBe(200);
  expect(retry.json()).toMatchObject({ estadoPago: 'Entregado', cobro: { estado: 'cobrado' } });
  const cash = (await ledger(t.database.db)).filter((e) => e.descripcion === `Cobro pedido #${id}`);
  expect(cash).toHaveLength(1);
  expect(await t.database.db.select().from(pagos).where(eq(pagos.saleId, id))).toHaveLength(1);
});

test('Entregado sin cobro queda debiendo; No estaba deja el pedido abierto hasta un Entregado', async () => {
  const { cookie } = await t.signIn('seller');
  const a = await envio();
  const owed = await result(a, { resultado: 'entregado' }, cookie);
  expect(owed.json()).toMatchObject({
    estadoPago: 'Entregado',
    estado: 'entregado',
    cobro: { estado: 'pendiente' },
  });
  const b = await envio();
  const away = await result(b, { resultado: 'no_estaba' }, cookie);
  expect(away.statusCode).toBe(200);
  expect(away.json()).toMatchObject({
    estadoPago: 'Pendiente',
    estado: 'no_estaba',
    cobro: { estado: 'pendiente' },
  });
  expect(await accions()).toContain('reparto.no_estaba');
  const later = await result(
    b,
    { resultado: 'entregado', cobro: { medio: 'transferencia' } },
    cookie,
  );
  expect(later.json()).toMatchObject({
    estadoPago: 'Entregado',
    estado: 'entregado',
    cobro: { estado: 'cobrado' },
  });
  const again = await result(b, { resultado: 'no_estaba' }, cookie);
  expect(again.statusCode).toBe(409);
  expect(again.json().error).toBe('Un pedido entregado sólo puede anularse');
});

test('rechazos: resultado, medio, venta inexistente, anulada, sin envío; nada cambia', async () => {
  const { cookie } = await t.signIn('seller');
  const id = await envio();
  const bad = await result(id, { resultado: 'perdido' }, cookie);
  expect(bad.statusCode).toBe(400);
  expect(bad.json().error).toBe('El resultado es inválido');
  const medio = await result(id, { resultado: 'entregado', cobro: { medio: 'bitcoin' } }, cookie);
  expect(medio.statusCode).toBe(400);
  expect(medio.json().error).toBe('La forma de pago es inválida');
  expect((await rowOf(id)).estado).toBe('Pendiente');
  expect((await result(999999, { resultado: 'entregado' }, cookie)).json().error).toBe(
    'Venta no encontrada',
  );
  const anulada = await envio({ estado: 'Anulado' });
  expect((await result(anulada, { resultado: 'entregado' }, cookie)).json()).toEqual({
    error: 'La venta está anulada',
  });
  const retiro = await insertSale(t.database.db, { envio: 'retiro' });
  const pos = await insertSale(t.database.db, { envio: 'envio', canal: 'pos' });
  for (const other of [retiro.id, pos.id]) {
    const r = await result(other, { resultado: 'entregado' }, cookie);
    expect(r.statusCode).toBe(409);
    expect(r.json().error).toBe('El pedido no es con envío');
  }
  expect(await accions()).toEqual([]);
});
