// Issue 12 §9: an id, quantity or date the database cannot hold is a 400 in Spanish, never a 500
// ("out of range for type integer") and never a row.
import { MSG } from '@feria/domain/messages';
import { expect, test } from 'vitest';
import { cashEntries } from '../db/schema.ts';
import { saleCount, webOrder } from '../modules/sales/sale-test-helpers.ts';
import { buildTestApp } from '../test/app.ts';

const t = buildTestApp();

test('un id de producto de 2^31 en una venta anónima da 400, no 500', async () => {
  for (const id of [2 ** 31, 2 ** 53 - 1]) {
    const res = await t.request({
      method: 'POST',
      url: '/api/sheets/sale',
      payload: webOrder([{ id, cantidad: 1 }]),
    });
    expect(res.statusCode, String(id)).toBe(400);
    expect(res.json().error).toBe(MSG.idInvalido);
  }
  expect(await saleCount(t.database.db)).toBe(0);
});

test('actualizar un producto con id 2^31 da 400', async () => {
  const { cookie } = await t.signIn('admin');
  const res = await t.request({
    method: 'PUT',
    url: '/api/sheets/update',
    cookie,
    payload: {
      id: 2 ** 31,
      nombre: 'X',
      categoria: 'Legumbres',
      medida: '1 kg',
      marca: 'M',
      descripcion: 'D',
      cantidad: 1,
      precio: 10,
    },
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().error).toBe(MSG.idInvalido);
});

test('la caja no acepta el 9999-12-31', async () => {
  const { cookie } = await t.signIn('admin');
  const res = await t.request({
    method: 'POST',
    url: '/api/sheets/cashflow/add',
    cookie,
    payload: { tipo: 'Ingreso', monto: 10, descripcion: 'x', fecha: '9999-12-31' },
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().error).toBe(MSG.fechaFueraDeRango);
  expect(await t.database.db.select().from(cashEntries)).toHaveLength(0);
});
