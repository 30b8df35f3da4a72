// The stall's whole journey through the real endpoints: a sale rung up at the point-of-sale
// (sales module) is then listed, read, moved and annulled by the administration.
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../../test/support/app.ts';
import { insertProduct } from '../../../../test/support/fixtures.ts';
import { stockOf } from '../../../../test/support/sale-fixture.ts';

const t = buildTestApp();

const posSale = (productos: { id: number; cantidad: number }[], formaPago: string) => ({
  productos,
  formaPago,
  envio: 'retiro',
  cliente: { nombre: 'Cliente de la feria' },
  canal: 'pos',
});

test('una venta con tarjeta de crédito del vendedor aparece en Ventas con el recargo y al anularla vuelve el stock', async () => {
  const db = t.database.db;
  const miel = await insertProduct(db, { nombre: 'Miel de monte', precio: 500, stock: 4 });
  const oculto = await insertProduct(db, {
    nombre: 'Dulce casero',
    precio: 250,
    stock: 1,
    publicado: false,
  });
  const seller = await t.signIn('seller');
  const admin = await t.signIn('admin');

  const created = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    cookie: seller.cookie,
    headers: { 'idempotency-key': 'pos-ticket-0001' },
    payload: posSale(
      [
        { id: miel.id, cantidad: 2 },
        { id: oculto.id, cantidad: 1 },
      ],
      'tarjetaCredito',
    ),
  });
  expect(created.statusCode).toBe(201);
  // 1250 × 1,07 × 1,12 = 1498,00
  expect(created.json()).toMatchObject({
    subtotal: '1250.00',
    recargo: '248.00',
    total: '1498.00',
  });
  const { id } = created.json() as { id: number };
  expect(await stockOf(db, miel.id)).toBe(2);
  expect(await stockOf(db, oculto.id)).toBe(0);

  const list = await t.request({ method: 'GET', url: '/api/sheets/sale', cookie: admin.cookie });
  expect(list.json()).toEqual([
    expect.objectContaining({
      id,
      nombre: 'Cliente de la feria',
      pago: 'tarjetaCredito',
      estadoPago: 'Entregado',
      canal: 'pos',
      cobro: expect.objectContaining({ estado: 'cobrado', medio: 'tarjetaCredito' }),
      total: '1498.00',
      envio: 'retiro',
      celular: '',
    }),
  ]);
  const detail = await t.request({
    method: 'GET',
    url: `/api/sheets/sale/${id}`,
    cookie: admin.cookie,
  });
  expect(detail.json()).toMatchObject({
    canal: 'pos',
    subtotal: '1250.00',
    recargo: '248.00',
    total: '1498.00',
    lineas: [
      { idProducto: miel.id, cantidad: 2, subtotal: '1000.00' },
      { idProducto: oculto.id, cantidad: 1, subtotal: '250.00' },
    ],
  });

  // Handed over at the stall: it never goes back to Listo (MARKET §7).
  const listo = await t.request({
    method: 'PUT',
    url: `/api/sheets/sale/${id}/changestate/Listo`,
    cookie: admin.cookie,
  });
  expect(listo.statusCode).toBe(409);

  const annul = await t.request({
    method: 'DELETE',
    url: `/api/sheets/delete/sale/${id}`,
    cookie: admin.cookie,
  });
  expect(annul.json()).toEqual({ id, estadoPago: 'Anulado' });
  expect(await stockOf(db, miel.id)).toBe(4);
  expect(await stockOf(db, oculto.id)).toBe(1);
  const after = await t.request({ method: 'GET', url: '/api/sheets/sale', cookie: admin.cookie });
  expect(after.json()).toEqual([]);
});

test('el administrador también vende en el punto de venta; sin sesión o como cliente no se puede', async () => {
  const db = t.database.db;
  const yerba = await insertProduct(db, { precio: 1000, stock: 5 });
  const body = posSale([{ id: yerba.id, cantidad: 1 }], 'qr');
  const anon = await t.request({ method: 'POST', url: '/api/sheets/sale', payload: body });
  expect(anon.statusCode).toBe(401);
  const user = await t.signIn('user');
  const asUser = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    payload: body,
    cookie: user.cookie,
  });
  expect(asUser.statusCode).toBe(403);
  expect(await stockOf(db, yerba.id)).toBe(5);

  const admin = await t.signIn('admin');
  const res = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    payload: body,
    cookie: admin.cookie,
  });
  expect(res.statusCode).toBe(201);
  expect(res.json()).toMatchObject({ total: '1070.00', recargo: '70.00' });
  const list = await t.request({ method: 'GET', url: '/api/sheets/sale', cookie: admin.cookie });
  expect(list.json()).toHaveLength(1);
});

test('reenviar el mismo ticket con la misma clave no cobra dos veces', async () => {
  const db = t.database.db;
  const yerba = await insertProduct(db, { precio: 1000, stock: 5 });
  const seller = await t.signIn('seller');
  const send = () =>
    t.request({
      method: 'POST',
      url: '/api/sheets/sale',
      cookie: seller.cookie,
      headers: { 'idempotency-key': 'pos-ticket-reintento' },
      payload: posSale([{ id: yerba.id, cantidad: 2 }], 'efectivo'),
    });
  const first = await send();
  const again = await send();
  expect(again.json()).toEqual(first.json());
  expect(await stockOf(db, yerba.id)).toBe(3);
  const admin = await t.signIn('admin');
  const list = await t.request({ method: 'GET', url: '/api/sheets/sale', cookie: admin.cookie });
  expect(list.json()).toHaveLength(1);
});
