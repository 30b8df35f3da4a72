// Issue 57 finding 2 (API.md round 5): a customer's change that raises an open order's total
// holds the order address's ABIERTO_POR_DIRECCION, as checkout does; lowering a total always
// passes. Two changes at once from one address cannot pass the limit together.
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { inDays, insertFeria } from '../../../test/support/ferias.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { changeByLink, totalOf as totalOfOrder } from '../../../test/support/pedido.ts';
import { stockOf, webOrder } from '../../../test/support/sales.ts';
import { sales } from '../../db/schema.ts';

const t = buildTestApp({ ABIERTO_POR_DIRECCION: '10000' });
const DEMASIADO = { error: 'Hay demasiados pedidos sin pagar desde tu conexión: probá más tarde' };

const change = (id: number, token: string, productos: unknown) =>
  changeByLink(t, id, token, productos);

async function twoOrders() {
  const db = t.database.db;
  const feria = await insertFeria(db, { fecha: inDays(3) });
  const queso = await insertProduct(db, { nombre: 'Queso', precio: 2900, stock: 40 });
  const aceite = await insertProduct(db, { nombre: 'Aceite', precio: 3000, stock: 40 });
  const place = async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/sheets/sale',
      payload: webOrder([{ id: queso.id, cantidad: 1 }], {
        formaPago: 'transferencia',
        feriaId: feria.id,
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id, pedido } = res.json() as { id: number; pedido: string };
    return { id, token: new URL(pedido, 'http://x').searchParams.get('t') ?? '' };
  };
  return { a: await place(), b: await place(), queso, aceite };
}

const totalOf = (id: number) => totalOfOrder(t, id);

test('un cambio que sube el total por encima de lo abierto de la dirección: 429 y nada cambia', async () => {
  const { a, aceite } = await twoOrders(); // $ 2.900 + $ 2.900 open from one address
  const fits = await change(a.id, a.token, [{ id: aceite.id, cantidad: 2 }]); // 6.000 + 2.900
  expect(fits.statusCode, fits.body).toBe(200);
  const over = await change(a.id, a.token, [{ id: aceite.id, cantidad: 3 }]); // 9.000 + 2.900
  expect(over.statusCode, over.body).toBe(429);
  expect(over.json()).toEqual(DEMASIADO);
  expect(await totalOf(a.id)).toBe(6000_00);
  expect(await stockOf(t.database.db, aceite.id)).toBe(38);
});

test('bajar el total pasa siempre, aunque la dirección ya esté por encima', async () => {
  const { a, b, queso, aceite } = await twoOrders();
  expect((await change(a.id, a.token, [{ id: aceite.id, cantidad: 2 }])).statusCode).toBe(200);
  // B weighed heavier by staff: the address now holds 6.000 + 9.000, over the 10.000.
  const weighed = { subtotalCents: 9000_00, totalCents: 9000_00 };
  await t.database.db.update(sales).set(weighed).where(eq(sales.id, b.id));
  const lower = await change(a.id, a.token, [{ id: queso.id, cantidad: 1 }]);
  expect(lower.statusCode, lower.body).toBe(200);
  expect(await totalOf(a.id)).toBe(2900_00);
});

test('dos cambios a la vez desde una dirección no pasan juntos el límite: uno 200, otro 429', async () => {
  const { a, b, aceite } = await twoOrders();
  // Each alone fits (6.000 + 2.900); both together would be 12.000.
  const both = await Promise.all([
    change(a.id, a.token, [{ id: aceite.id, cantidad: 2 }]),
    change(b.id, b.token, [{ id: aceite.id, cantidad: 2 }]),
  ]);
  expect(both.map((r) => r.statusCode).sort()).toEqual([200, 429]);
  const totals = [await totalOf(a.id), await totalOf(b.id)].sort();
  expect(totals).toEqual([2900_00, 6000_00]);
  expect(await stockOf(t.database.db, aceite.id)).toBe(38);
});
