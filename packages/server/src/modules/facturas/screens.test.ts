// What the screens read of the invoices (MARKET §12): Ventas' filters "Sin factura" and
// "Factura rechazada", the stall ticket's GET /api/sheets/sale/{id}/factura, and "Mis compras".
import { expect, test } from 'vitest';
import { arcaTestApp } from '../../../test/support/arca.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { webOrder } from '../../../test/support/sales.ts';

const t = arcaTestApp();

const sell = t.sell;

const listed = async (cookie: string, query: string) => {
  const res = await t.request({ method: 'GET', url: `/api/sheets/sale${query}`, cookie });
  expect(res.statusCode, res.body).toBe(200);
  return {
    ids: (res.json() as { id: number }[]).map((s) => s.id),
    total: Number(res.headers['x-total-count']),
  };
};

test('Ventas: "Sin factura" y "Factura rechazada" filtran en el servidor; otro valor es 400', async () => {
  const admin = await t.signIn('admin');
  const p = await insertProduct(t.database.db, { precio: 500, stock: 20 });
  const emitida = await sell(admin.cookie, p.id);
  await t.worker().runOnce();
  t.fake.mode = 'reject';
  const rechazada = await sell(admin.cookie, p.id);
  await t.worker().runOnce();
  t.fake.mode = 'ok';
  const pendiente = await sell(admin.cookie, p.id);
  // A web order not cobrado needs no invoice yet: never "Sin factura".
  const order = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    payload: webOrder([{ id: p.id, cantidad: 1 }]),
  });
  const sinCobrar = order.json().id as number;

  expect(await listed(admin.cookie, '')).toEqual({
    ids: [sinCobrar, pendiente, rechazada, emitida],
    total: 4,
  });
  expect(await listed(admin.cookie, '?factura=rechazada')).toEqual({ ids: [rechazada], total: 1 });
  expect(await listed(admin.cookie, '?factura=sin&limit=1')).toEqual({
    ids: [pendiente],
    total: 2,
  });
  expect(await listed(admin.cookie, '?factura=sin&offset=1')).toEqual({
    ids: [rechazada],
    total: 2,
  });

  for (const bad of ['otra', 'SIN', '', 'rechazada,sin']) {
    const res = await t.request({
      method: 'GET',
      url: `/api/sheets/sale?factura=${encodeURIComponent(bad)}`,
      cookie: admin.cookie,
    });
    expect(res.statusCode, bad).toBe(400);
    expect(res.json()).toMatchObject({ error: 'El filtro de factura es inválido' });
  }
  const seller = await t.signIn('seller');
  const url = '/api/sheets/sale?factura=sin';
  expect((await t.request({ method: 'GET', url, cookie: seller.cookie })).statusCode).toBe(403);
  expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
});

test('el ticket del puesto lee la factura de su venta (staff): en trámite y después emitida', async () => {
  const seller = await t.signIn('seller');
  const p = await insertProduct(t.database.db, { precio: 750, stock: 5 });
  const id = await sell(seller.cookie, p.id);
  const url = `/api/sheets/sale/${id}/factura`;
  const first = await t.request({ method: 'GET', url, cookie: seller.cookie });
  expect(first.statusCode).toBe(200);
  expect(first.json()).toEqual({
    factura: {
      estado: 'pendiente',
      tipo: 'C',
      puntoVenta: 3,
      numero: null,
      cae: null,
      caeVence: null,
      observaciones: null,
      qr: null,
    },
    notaCredito: null,
  });
  await t.worker().runOnce();
  const after = await t.request({ method: 'GET', url, cookie: seller.cookie });
  expect(after.json().factura).toMatchObject({
    estado: 'emitida',
    numero: 1,
    cae: t.fake.issued[0]?.cae,
    qr: expect.stringMatching(/^https:\/\/www\.afip\.gob\.ar\/fe\/qr\/\?p=/),
  });

  const missing = await t.request({
    method: 'GET',
    url: '/api/sheets/sale/99999/factura',
    cookie: seller.cookie,
  });
  expect(missing.statusCode).toBe(404);
  expect(missing.json()).toEqual({ error: 'Venta no encontrada' });
  const bad = await t.request({
    method: 'GET',
    url: '/api/sheets/sale/abc/factura',
    cookie: seller.cookie,
  });
  expect(bad.statusCode).toBe(404);
  const customer = await t.signIn('user');
  expect((await t.request({ method: 'GET', url, cookie: customer.cookie })).statusCode).toBe(403);
  expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
});

test('"Mis compras": cada compra trae su factura', async () => {
  const admin = await t.signIn('admin');
  const { uid, cookie } = await t.signIn('user');
  const p = await insertProduct(t.database.db, { precio: 100, stock: 10 });
  const order = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    payload: webOrder([{ id: p.id, cantidad: 1 }]),
    cookie,
  });
  const id = order.json().id as number;
  const cobro = await t.request({
    method: 'PUT',
    url: `/api/sheets/sale/${id}/cobro`,
    payload: { cobrado: true },
    cookie: admin.cookie,
  });
  expect(cobro.statusCode, cobro.body).toBe(200);
  await t.worker().runOnce();
  const res = await t.request({ method: 'GET', url: `/api/sheets/sales/${uid}`, cookie });
  expect(res.statusCode).toBe(200);
  expect(res.json()[0]).toMatchObject({
    id,
    factura: { estado: 'emitida', numero: 1, cae: t.fake.issued[0]?.cae },
    notaCredito: null,
  });
});
