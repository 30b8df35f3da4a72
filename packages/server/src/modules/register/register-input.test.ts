// Bad input and permissions of the register calls (MARKET §2): Spanish messages, nothing changed.
import { count } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { ledger, registerCalls, sessionCount } from '../../../test/support/register.ts';
import { auditLog } from '../../db/schema.ts';

const t = buildTestApp();

async function auditCount() {
  const [row] = await t.database.db.select({ n: count() }).from(auditLog);
  return row?.n ?? 0;
}

test('abrir con un monto inicial negativo, no numérico o excesivo da 400 y no abre nada', async () => {
  const caja = registerCalls(t);
  const { cookie } = await t.signIn('seller');
  const cases: [unknown, string][] = [
    [{ montoInicial: -1 }, 'El monto inicial no puede ser negativo'],
    [{ montoInicial: '-0.5' }, 'El monto inicial no puede ser negativo'],
    [{ montoInicial: 'mil' }, 'El monto inicial no es válido'],
    [{ montoInicial: '' }, 'El monto inicial no es válido'],
    [{}, 'El monto inicial no es válido'],
    [{ montoInicial: true }, 'El monto inicial no es válido'],
    [{ montoInicial: 10_000_000.01 }, 'El monto no puede superar los $ 10.000.000'],
    [{ montoInicial: 1e300 }, 'El monto no puede superar los $ 10.000.000'],
    [{ montoInicial: 1.005 }, 'El monto puede tener hasta dos decimales'],
  ];
  for (const [payload, error] of cases) {
    const res = await caja.abrir(payload, cookie);
    expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    expect(res.json()).toMatchObject({ error });
  }
  expect(await sessionCount(t.database.db)).toBe(0);
  expect(await auditCount()).toBe(0);
});

test('abrir dos veces da 409 "Ya hay una caja abierta" y deja la primera como estaba', async () => {
  const caja = registerCalls(t);
  const { cookie } = await t.signIn('seller');
  expect((await caja.abrir({ montoInicial: 100 }, cookie)).statusCode).toBe(201);
  const again = await caja.abrir({ montoInicial: 999 }, cookie);
  expect(again.statusCode).toBe(409);
  expect(again.json()).toEqual({ error: 'Ya hay una caja abierta' });
  expect(await sessionCount(t.database.db)).toBe(1);
  expect((await caja.actual(cookie)).json()).toMatchObject({ montoInicial: 100 });
  expect(await auditCount()).toBe(1);
});

test('sin caja abierta: actual 404, movimiento y cierre 409 "No hay una caja abierta"', async () => {
  const caja = registerCalls(t);
  const { cookie } = await t.signIn('seller');
  const actual = await caja.actual(cookie);
  expect(actual.statusCode).toBe(404);
  expect(actual.json()).toEqual({ error: 'No hay una caja abierta' });
  const mov = await caja.movimiento({ tipo: 'Ingreso', monto: 10, descripcion: 'Cambio' }, cookie);
  expect(mov.statusCode).toBe(409);
  expect(mov.json()).toEqual({ error: 'No hay una caja abierta' });
  const cerrar = await caja.cerrar({ contado: 10 }, cookie);
  expect(cerrar.statusCode).toBe(409);
  expect(cerrar.json()).toEqual({ error: 'No hay una caja abierta' });
  expect(await ledger(t.database.db)).toEqual([]);
  expect(await auditCount()).toBe(0);
});

test('movimientos y cierre inválidos dan 400 con su mensaje y la caja sigue igual', async () => {
  const caja = registerCalls(t);
  const { cookie } = await t.signIn('seller');
  await caja.abrir({ montoInicial: 100 }, cookie);
  const movs: [unknown, string][] = [
    [{ tipo: 'Gasto', monto: 0, descripcion: 'x' }, 'El monto debe ser mayor que 0'],
    [{ tipo: 'Gasto', monto: -10, descripcion: 'x' }, 'El monto debe ser mayor que 0'],
    [{ tipo: 'Gasto', monto: 'diez', descripcion: 'x' }, 'El monto debe ser mayor que 0'],
    [
      { tipo: 'Gasto', monto: 20_000_000, descripcion: 'x' },
      'El monto no puede superar los $ 10.000.000',
    ],
    [{ tipo: 'Regalo', monto: 10, descripcion: 'x' }, 'El tipo debe ser Ingreso o Gasto'],
    [{ monto: 10, descripcion: 'x' }, 'El tipo debe ser Ingreso o Gasto'],
    [{ tipo: 'Ingreso', monto: 10, descripcion: '   ' }, 'La descripción es obligatoria'],
    [
      { tipo: 'Ingreso', monto: 10, descripcion: 'a'.repeat(301) },
      'La descripción no puede superar los 300 caracteres',
    ],
  ];
  for (const [payload, error] of movs) {
    const res = await caja.movimiento(payload, cookie);
    expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    expect(res.json()).toMatchObject({ error });
  }
  const cierres: [unknown, string][] = [
    [{ contado: -50 }, 'El monto contado no puede ser negativo'],
    [{ contado: 'cien' }, 'El monto contado no es válido'],
    [{}, 'El monto contado no es válido'],
    [{ contado: 10_000_001 }, 'El monto no puede superar los $ 10.000.000'],
  ];
  for (const [payload, error] of cierres) {
    const res = await caja.cerrar(payload, cookie);
    expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    expect(res.json()).toMatchObject({ error });
  }
  expect(await ledger(t.database.db)).toEqual([]);
  expect((await caja.actual(cookie)).json()).toMatchObject({ estado: 'abierta', esperado: 100 });
  expect(await auditCount()).toBe(1); // only the opening
});

test('sin sesión 401; un cliente 403 en todo; el vendedor no ve el historial (403)', async () => {
  const caja = registerCalls(t);
  const user = await t.signIn('user');
  const seller = await t.signIn('seller');
  for (const cookie of [undefined, user.cookie]) {
    const code = cookie ? 403 : 401;
    expect((await caja.abrir({ montoInicial: 1 }, cookie)).statusCode).toBe(code);
    expect((await caja.actual(cookie)).statusCode).toBe(code);
    expect(
      (await caja.movimiento({ tipo: 'Ingreso', monto: 1, descripcion: 'x' }, cookie)).statusCode,
    ).toBe(code);
    expect((await caja.cerrar({ contado: 1 }, cookie)).statusCode).toBe(code);
    expect((await caja.sesiones(cookie)).statusCode).toBe(code);
  }
  const historia = await caja.sesiones(seller.cookie);
  expect(historia.statusCode).toBe(403);
  expect(historia.json()).toEqual({ error: 'No tienes permisos para acceder a esta seccion' });
  expect(await sessionCount(t.database.db)).toBe(0);
});
