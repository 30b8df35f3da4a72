import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { outboxCount, saleCount, stockOf, webOrder } from '../../../test/support/sales.ts';
import { idempotencyKeys, products } from '../../db/schema.ts';

const t = buildTestApp();

const post = (payload: object, key?: string, cookie?: string) =>
  t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    payload,
    cookie,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });

test('la misma Idempotency-Key otra vez devuelve la primera respuesta y no crea nada', async () => {
  const db = t.database.db;
  const p = await insertProduct(db, { precio: 250, stock: 10 });
  const body = webOrder([{ id: p.id, cantidad: 2 }]);
  const first = await post(body, 'pedido-123');
  const again = await post(body, 'pedido-123');
  expect(first.statusCode).toBe(201);
  expect(again.statusCode).toBe(201);
  // The same sale, but without the order page's link: its token is kept only as a hash.
  expect(first.json().pedido).toMatch(/^\/pedido\//);
  expect(again.json()).toEqual({ ...first.json(), pedido: null });
  expect(await saleCount(db)).toBe(1);
  expect(await stockOf(db, p.id)).toBe(8);
  expect(await outboxCount(db)).toBe(2);
});

test('la misma clave con otro pedido es 409 y no crea nada', async () => {
  const db = t.database.db;
  const p = await insertProduct(db, { stock: 10 });
  await post(webOrder([{ id: p.id, cantidad: 1 }]), 'clave-1');
  const other = await post(webOrder([{ id: p.id, cantidad: 3 }]), 'clave-1');
  expect(other.statusCode).toBe(409);
  expect(other.json()).toEqual({ error: 'La clave Idempotency-Key ya se usó para otro pedido' });
  expect(await saleCount(db)).toBe(1);
  expect(await stockOf(db, p.id)).toBe(9);
});

test('otra persona con la misma clave no recibe la respuesta ajena', async () => {
  const db = t.database.db;
  const p = await insertProduct(db, { stock: 10 });
  const body = webOrder([{ id: p.id, cantidad: 1 }]);
  await post(body, 'clave-compartida');
  const { cookie } = await t.signIn('user');
  const res = await post(body, 'clave-compartida', cookie);
  expect(res.statusCode).toBe(409);
  expect(await saleCount(db)).toBe(1);
});

test('dos pedidos en paralelo con la misma clave crean una sola venta', async () => {
  const db = t.database.db;
  const p = await insertProduct(db, { stock: 10 });
  const body = webOrder([{ id: p.id, cantidad: 1 }]);
  const answers = await Promise.all(Array.from({ length: 6 }, () => post(body, 'doble-click')));
  expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
  expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
  expect(await saleCount(db)).toBe(1);
  expect(await stockOf(db, p.id)).toBe(9);
  expect(await outboxCount(db)).toBe(2);
});

test('un pedido rechazado por stock no guarda la clave: al reintentar con stock se crea', async () => {
  const db = t.database.db;
  const p = await insertProduct(db, { stock: 1 });
  const body = webOrder([{ id: p.id, cantidad: 2 }]);
  expect((await post(body, 'reintento')).statusCode).toBe(409);
  expect(await db.select().from(idempotencyKeys)).toHaveLength(0);
  await db.update(products).set({ stock: 5 });
  const retry = await post(body, 'reintento');
  expect(retry.statusCode).toBe(201);
  expect(await stockOf(db, p.id)).toBe(3);
});

test('una clave vacía o de más de 200 caracteres es 400', async () => {
  const db = t.database.db;
  const p = await insertProduct(db);
  for (const key of ['   ', 'x'.repeat(201)]) {
    const res = await post(webOrder([{ id: p.id, cantidad: 1 }]), key);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('La clave Idempotency-Key no es válida (hasta 200 caracteres)');
  }
  const ok = await post(webOrder([{ id: p.id, cantidad: 1 }]), 'x'.repeat(200));
  expect(ok.statusCode).toBe(201);
});
