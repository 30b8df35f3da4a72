// MARKET §10 under contention (PGlite, and PostgreSQL with TEST_DATABASE_URL, where the row locks
// really contend): a customer's changes and staff's state changes of one order, at once. Whatever
// wins, the stock always equals what is left after the order's final lines.
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { changeableOrder, linesOf } from '../../../test/support/pedido.ts';
import { stockOf } from '../../../test/support/sales.ts';
import { sales } from '../../db/schema.ts';

const t = buildTestApp();

type Order = Awaited<ReturnType<typeof changeableOrder>>;

/** Stock of Miel (20) and Yerba (10) minus what the order holds now, unless annulled. */
async function expectStockRight(order: Order) {
  const db = t.database.db;
  const [row] = await db.select().from(sales).where(eq(sales.id, order.id));
  const held = new Map<number, number>();
  if (row?.estado !== 'Anulado') {
    for (const l of await linesOf(t, order.id)) {
      if (l.productId) held.set(l.productId, (held.get(l.productId) ?? 0) + l.cantidad);
    }
  }
  expect(await stockOf(db, order.miel.id)).toBe(20 - (held.get(order.miel.id) ?? 0));
  expect(await stockOf(db, order.yerba.id)).toBe(10 - (held.get(order.yerba.id) ?? 0));
  return row;
}

const put = (o: Order, productos: { id: number; cantidad: number }[]) =>
  t.request({ method: 'PUT', url: `/api/pedido/${o.id}?t=${o.token}`, payload: { productos } });

test('dos cambios del mismo pedido a la vez: los dos se aplican uno tras otro y el stock cierra', async () => {
  const order = await changeableOrder(t);
  const [a, b] = await Promise.all([
    put(order, [{ id: order.miel.id, cantidad: 7 }]),
    put(order, [
      { id: order.yerba.id, cantidad: 4 },
      { id: order.miel.id, cantidad: 1 },
    ]),
  ]);
  expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
  const lines = await linesOf(t, order.id);
  // The order is one of the two, whole — never a mix.
  expect([
    JSON.stringify([{ productId: order.miel.id, cantidad: 7 }]),
    JSON.stringify([
      { productId: order.yerba.id, cantidad: 4 },
      { productId: order.miel.id, cantidad: 1 },
    ]),
  ]).toContain(JSON.stringify(lines));
  await expectStockRight(order);
});

test('muchos cambios y una cancelación a la vez nunca descuadran el stock', async () => {
  const order = await changeableOrder(t);
  const { miel, yerba } = order;
  const answers = await Promise.all([
    ...Array.from({ length: 8 }, (_, i) =>
      put(order, [
        { id: miel.id, cantidad: 1 + i },
        { id: yerba.id, cantidad: 1 + (i % 3) },
      ]),
    ),
    t.request({ method: 'POST', url: `/api/pedido/${order.id}/cancelar?t=${order.token}` }),
  ]);
  expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
  const row = await expectStockRight(order);
  expect(row?.estado).toBe('Anulado');
});

test('un cambio mientras el personal anula o pasa a En preparación: el stock siempre queda bien', async () => {
  const { cookie } = await t.signIn('admin');
  for (const staff of ['anular', 'preparar'] as const) {
    const order = await changeableOrder(t);
    const byStaff =
      staff === 'anular'
        ? t.request({ method: 'DELETE', url: `/api/sheets/delete/sale/${order.id}`, cookie })
        : t.request({
            method: 'PUT',
            url: `/api/sheets/sale/${order.id}/changestate/${encodeURIComponent('En preparación')}`,
            cookie,
          });
    const [customer, staffAnswer] = await Promise.all([
      put(order, [{ id: order.miel.id, cantidad: 9 }]),
      byStaff,
    ]);
    expect(staffAnswer.statusCode, staffAnswer.body).toBe(200);
    expect([200, 409]).toContain(customer.statusCode);
    if (customer.statusCode === 409) {
      expect(customer.json()).toEqual({ error: 'El pedido ya no se puede cambiar' });
    }
    const row = await expectStockRight(order);
    expect(row?.estado).toBe(staff === 'anular' ? 'Anulado' : 'En preparación');
  }
});
