// Round 4 (issue 44): one anonymous $ 5.685.311 order could empty 57 products. API.md: a web
// order's total is at most MAX_PEDIDO pesos; the stall is not limited.
import { expect, test } from 'vitest';
import { buildTestApp } from '../support/app.ts';
import { insertProduct } from '../support/fixtures.ts';
import { saleCount, stockOf, webOrder } from '../support/sales.ts';

const t = buildTestApp({ MAX_PEDIDO: '100000' });

test('un pedido web de más de MAX_PEDIDO es 400 con el máximo escrito, y no toca el stock', async () => {
  const p = await insertProduct(t.database.db, { precio: 25000, stock: 40 });
  const big = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    payload: webOrder([{ id: p.id, cantidad: 5 }]),
  });
  expect(big.statusCode).toBe(400);
  expect(big.json()).toEqual({
    error: 'El pedido supera el máximo de $ 100.000: escribinos por WhatsApp para pedidos grandes',
  });
  expect(await stockOf(t.database.db, p.id)).toBe(40);
  expect(await saleCount(t.database.db)).toBe(0);
  const exact = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    payload: webOrder([{ id: p.id, cantidad: 4 }]),
  });
  expect(exact.statusCode, exact.body).toBe(201);
});

test('el puesto no tiene ese máximo', async () => {
  const { cookie } = await t.signIn('seller');
  const p = await insertProduct(t.database.db, { precio: 25000, stock: 40 });
  const res = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    cookie,
    payload: webOrder([{ id: p.id, cantidad: 10 }], { canal: 'pos' }),
  });
  expect(res.statusCode, res.body).toBe(201);
});
