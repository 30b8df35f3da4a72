// Issue 12 §4: anonymous web orders are limited per client address (ORDERS_PER_HOUR), counted in
// the database so several servers on one PostgreSQL share the count; a web order's e-mail, and a
// point-of-sale one, is exactly one address.
import { MSG } from '@feria/domain/messages/shop';
import { expect, test } from 'vitest';
import { buildTestApp } from '../support/app.ts';
import { insertProduct } from '../support/fixtures.ts';
import { CLIENTE, saleCount, stockOf, webOrder } from '../support/sales.ts';

const t = buildTestApp({ ORDERS_PER_HOUR: '3', TRUST_PROXY: '1' });

const order = (id: number, ip: string, cookie?: string, extra: Record<string, unknown> = {}) =>
  t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    payload: webOrder([{ id, cantidad: 1 }], extra),
    headers: { 'x-forwarded-for': ip },
    cookie,
  });

test('más de ORDERS_PER_HOUR pedidos anónimos por dirección dan 429 y no tocan el stock', async () => {
  const product = await insertProduct(t.database.db, { stock: 50 });
  for (let i = 0; i < 3; i++) expect((await order(product.id, '203.0.113.7')).statusCode).toBe(201);
  const res = await order(product.id, '203.0.113.7');
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ error: MSG.demasiadosPedidos });
  expect(await stockOf(t.database.db, product.id)).toBe(47);
  expect(await saleCount(t.database.db)).toBe(3);
  // Another address and the point of sale are not held back; a signed-in customer at this
  // address is (round 3: the account and its address both count).
  expect((await order(product.id, '203.0.113.8')).statusCode).toBe(201);
  const customer = await t.signIn('user');
  expect((await order(product.id, '203.0.113.7', customer.cookie)).statusCode).toBe(429);
  const seller = await t.signIn('seller');
  const pos = await order(product.id, '203.0.113.7', seller.cookie, {
    canal: 'pos',
    cliente: { nombre: 'Mostrador' },
  });
  expect(pos.statusCode).toBe(201);
});

test('un pedido que la tienda rechaza (sin stock) no gasta uno de los pedidos de la hora', async () => {
  const empty = await insertProduct(t.database.db, { stock: 0 });
  const product = await insertProduct(t.database.db, { stock: 50 });
  for (let i = 0; i < 4; i++) expect((await order(empty.id, '203.0.113.20')).statusCode).toBe(409);
  for (let i = 0; i < 3; i++)
    expect((await order(product.id, '203.0.113.20')).statusCode).toBe(201);
  expect((await order(product.id, '203.0.113.20')).statusCode).toBe(429);
  expect(await stockOf(t.database.db, product.id)).toBe(47);
});

test('pedidos anónimos simultáneos desde una dirección: no pasan más que el límite', async () => {
  const product = await insertProduct(t.database.db, { stock: 50 });
  const answers = await Promise.all(
    Array.from({ length: 12 }, () => order(product.id, '198.51.100.4')),
  );
  const codes = answers.map((r) => r.statusCode);
  expect(codes.filter((c) => c === 201)).toHaveLength(3);
  expect(codes.filter((c) => c === 429)).toHaveLength(9);
  expect(await stockOf(t.database.db, product.id)).toBe(47);
});

test('el correo de un pedido web es una sola dirección', async () => {
  const product = await insertProduct(t.database.db, { stock: 5 });
  for (const correo of ['a@x.com, b@y.com', 'a@x.com;b@y.com', 'a@x.com b@y.com']) {
    const res = await order(product.id, '192.0.2.10', undefined, {
      cliente: { ...CLIENTE, correo },
    });
    expect(res.statusCode, correo).toBe(400);
    expect(res.json().error).toBe(MSG.correoUnico);
  }
  expect(await saleCount(t.database.db)).toBe(0);
});

test('el correo de una venta de mostrador, si se da, es una sola dirección', async () => {
  const product = await insertProduct(t.database.db, { stock: 5 });
  const seller = await t.signIn('seller');
  const pos = (correo: string) =>
    order(product.id, '192.0.2.11', seller.cookie, {
      canal: 'pos',
      cliente: { nombre: 'Mostrador', correo },
    });
  const two = await pos('a@x.com, b@y.com');
  expect(two.statusCode).toBe(400);
  expect(two.json().error).toBe(MSG.correoUnico);
  const bad = await pos('no-es-un-correo');
  expect(bad.statusCode).toBe(400);
  expect(bad.json().error).toBe(MSG.emailInvalido);
  expect(await saleCount(t.database.db)).toBe(0);
  expect((await pos('')).statusCode).toBe(201);
  expect((await pos('una@correo.com')).statusCode).toBe(201);
});
