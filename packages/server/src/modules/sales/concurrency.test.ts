// Runs on PGlite and again on PostgreSQL (TEST_DATABASE_URL), where row locks really contend.
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { saleCount, stockOf, webOrder } from '../../../test/support/sales.ts';

const t = buildTestApp();

test('30 pedidos de una unidad en paralelo para un producto con stock 5 dan exactamente 5 ventas y stock 0', async () => {
  const db = t.database.db;
  const p = await insertProduct(db, { nombre: 'Miel de monte', stock: 5 });
  const answers = await Promise.all(
    Array.from({ length: 30 }, () =>
      t.request({
        method: 'POST',
        url: '/api/sheets/sale',
        payload: webOrder([{ id: p.id, cantidad: 1 }]),
      }),
    ),
  );
  const codes = answers.map((a) => a.statusCode);
  expect(codes.filter((c) => c === 201)).toHaveLength(5);
  expect(codes.filter((c) => c === 409)).toHaveLength(25);
  for (const refused of answers.filter((a) => a.statusCode === 409)) {
    expect(refused.json()).toEqual({
      error: 'Miel de monte: 0 unidades disponibles.',
      productId: p.id,
      disponibles: 0,
    });
  }
  expect(await saleCount(db)).toBe(5);
  expect(await stockOf(db, p.id)).toBe(0);
});

test('pedidos cruzados de varios productos en paralelo nunca dejan stock negativo ni se trancan', async () => {
  const db = t.database.db;
  const a = await insertProduct(db, { stock: 6 });
  const b = await insertProduct(db, { stock: 6 });
  const orders = Array.from({ length: 16 }, (_, i) =>
    i % 2 === 0
      ? [
          { id: a.id, cantidad: 1 },
          { id: b.id, cantidad: 1 },
        ]
      : [
          { id: b.id, cantidad: 1 },
          { id: a.id, cantidad: 1 },
        ],
  );
  const answers = await Promise.all(
    orders.map((lines) =>
      t.request({ method: 'POST', url: '/api/sheets/sale', payload: webOrder(lines) }),
    ),
  );
  expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(6);
  expect(answers.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
  expect(await stockOf(db, a.id)).toBe(0);
  expect(await stockOf(db, b.id)).toBe(0);
});
