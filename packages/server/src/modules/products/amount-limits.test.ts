import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { productHelpers } from '../../../test/support/products.ts';

// Money is stored as integer cents in 32-bit columns: the largest amount the forms accept must fit.
const t = buildTestApp();
const h = productHelpers(t);

test('el precio máximo ($ 10.000.000) se guarda; uno mayor es un 400 en español y no cambia nada', async () => {
  const cookie = await h.admin();
  const max = await h.create(cookie, { precio: '10000000' });
  expect(max.statusCode).toBe(201);
  expect(max.json().precio).toBe(10_000_000);
  const over = await h.create(cookie, { precio: '10000000.01' });
  expect(over.statusCode).toBe(400);
  expect(over.json().error).toBe('El precio no puede superar los $ 10.000.000');
  expect(await h.countProducts()).toBe(1);
});

test('una entrada de caja del monto máximo se guarda y suma bien', async () => {
  const { cookie } = await t.signIn('admin');
  const entry = {
    tipo: 'Ingreso',
    monto: 10_000_000,
    descripcion: 'Venta mayorista',
    fecha: '2026-11-20',
  };
  for (let i = 0; i < 3; i++) {
    const res = await t.request({
      method: 'POST',
      url: '/api/sheets/cashflow/add',
      cookie,
      payload: entry,
    });
    expect(res.statusCode).toBe(201);
  }
  const summary = await t.request({ method: 'GET', url: '/api/sheets/cashflow', cookie });
  expect(summary.json().ingresos).toBe(30_000_000);
  expect(summary.json().cajaFinal).toBe(30_100_000);
});
