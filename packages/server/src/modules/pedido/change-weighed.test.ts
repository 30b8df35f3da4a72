// Issue 57 finding 6 (API.md round 5): a line staff already weighed keeps its real weight on the
// customer's own change — any other cantidad → 409 and nothing changes; as it is, or left out, passes.
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { changeableOrder, linesOf } from '../../../test/support/pedido.ts';
import { stockOf } from '../../../test/support/sales.ts';

const t = buildTestApp();

const change = (id: number, token: string, productos: unknown) =>
  t.request({ method: 'PUT', url: `/api/pedido/${id}?t=${token}`, payload: { productos } });

async function weighedOrder() {
  const db = t.database.db;
  const { id, token, miel } = await changeableOrder(t);
  const tomate = await insertProduct(db, {
    nombre: 'Tomate',
    unidad: 'kg',
    paso: 250,
    precio: 3000,
    stock: 5000,
  });
  const first = await change(id, token, [
    { id: miel.id, cantidad: 2 },
    { id: tomate.id, cantidad: 1000 },
  ]);
  expect(first.statusCode, first.body).toBe(200);
  const { cookie } = await t.signIn('admin');
  const weighed = await t.request({
    method: 'PUT',
    url: `/api/sheets/sale/${id}/peso`,
    cookie,
    payload: { idProducto: tomate.id, gramos: 980 },
  });
  expect(weighed.statusCode, weighed.body).toBe(200);
  return { id, token, miel, tomate };
}

test('otra cantidad para una línea ya pesada: 409 y nada cambia (ni líneas, ni stock, ni total)', async () => {
  const db = t.database.db;
  const { id, token, miel, tomate } = await weighedOrder();
  const before = await linesOf(t, id);
  for (const cantidad of [1000, 750, 1250]) {
    const res = await change(id, token, [
      { id: miel.id, cantidad: 3 },
      { id: tomate.id, cantidad },
    ]);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({ error: 'Esa línea ya se pesó: escribinos para cambiarla' });
  }
  expect(await linesOf(t, id)).toEqual(before);
  expect(await stockOf(db, tomate.id)).toBe(4020);
  expect(await stockOf(db, miel.id)).toBe(18);
});

test('la línea pesada enviada tal cual se conserva (y sigue pesada); quitarla devuelve su stock', async () => {
  const db = t.database.db;
  const { id, token, miel, tomate } = await weighedOrder();
  const kept = await change(id, token, [
    { id: miel.id, cantidad: 1 },
    { id: tomate.id, cantidad: 980 },
  ]);
  expect(kept.statusCode, kept.body).toBe(200);
  expect(await stockOf(db, tomate.id)).toBe(4020);
  // Still weighed after the lines were rewritten: another weight is still refused.
  const again = await change(id, token, [{ id: tomate.id, cantidad: 750 }]);
  expect(again.statusCode, again.body).toBe(409);
  const removed = await change(id, token, [{ id: miel.id, cantidad: 2 }]);
  expect(removed.statusCode, removed.body).toBe(200);
  expect(await stockOf(db, tomate.id)).toBe(5000);
  expect(await linesOf(t, id)).toEqual([{ productId: miel.id, cantidad: 2 }]);
});
