// Issue 12 §9: an id, quantity or date the database cannot hold is a 400 in Spanish, never a 500
// ("out of range for type integer") and never a row.
import { MSG } from '@feria/domain/messages/shop';
import { MAX_INT32 } from '@feria/domain/schemas/bounds';
import { expect, test } from 'vitest';
import { cashEntries } from '../../src/db/schema.ts';
import { buildTestApp } from '../support/app.ts';
import { saleCount, webOrder } from '../support/sales.ts';

const t = buildTestApp();

test('un id de producto de 2^31 en una venta anónima da 400, no 500', async () => {
  for (const id of [MAX_INT32 + 1, Number.MAX_SAFE_INTEGER]) {
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
      id: MAX_INT32 + 1,
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

test('toda fecha de una consulta va de 2000 a 2100: liquidaciones y caja responden 400, no 500', async () => {
  const { cookie } = await t.signIn('admin');
  const urls = [
    '/api/liquidaciones?desde=2026-01-01&hasta=9999-12-31',
    '/api/liquidaciones?desde=1999-12-31&hasta=2026-01-01',
    '/api/liquidaciones.csv?desde=0001-01-01&hasta=2026-01-01',
    '/api/sheets/cashflow/export?desde=2026-01-01&hasta=2101-01-01',
  ];
  for (const url of urls) {
    const res = await t.request({ method: 'GET', url, cookie });
    expect(res.statusCode, url).toBe(400);
    expect(res.json().error, url).toBe(MSG.fechaFueraDeRango);
  }
  const edges = await t.request({
    method: 'GET',
    url: '/api/liquidaciones?desde=2000-01-01&hasta=2100-12-31',
    cookie,
  });
  expect(edges.statusCode).toBe(200);
});

test('un sustituto UTF-16 suelto se rechaza como un NUL y no se guarda nada', async () => {
  const { cookie } = await t.signIn('admin');
  for (const nombre of ['Yerba \uD800', 'Yerba \uDC00 suave', '\uDFFF']) {
    const res = await t.request({
      method: 'POST',
      url: '/api/sheets/cashflow/add',
      cookie,
      payload: { tipo: 'Ingreso', monto: 10, descripcion: nombre, fecha: '2026-01-01' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(MSG.caracterNulo);
  }
  expect(await t.database.db.select().from(cashEntries)).toHaveLength(0);
  // A well-formed pair (an emoji) is text like any other.
  const ok = await t.request({
    method: 'POST',
    url: '/api/sheets/cashflow/add',
    cookie,
    payload: { tipo: 'Ingreso', monto: 10, descripcion: 'Tomates 🍅', fecha: '2026-01-01' },
  });
  expect(ok.statusCode).toBe(201);
});
