// Issue 57 finding 2 (API.md round 5): a customer's own change passes the content rules of order
// creation (here MAX_PEDIDO: a $ 2.900 order was changed to $ 642.900) and an order takes at most
// 10 accepted changes an hour (429), counted in the database so every server shares the count.
import { eq, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { inDays, insertFeria } from '../../../test/support/ferias.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import {
  auditRows,
  changeByLink,
  linesOf,
  totalOf as totalOfOrder,
} from '../../../test/support/pedido.ts';
import { stockOf, webOrder } from '../../../test/support/sales.ts';
import { auditLog } from '../../db/schema.ts';

const t = buildTestApp();
const TOO_MANY = { error: 'Demasiados cambios seguidos, probá más tarde' };

const change = (id: number, token: string, productos: unknown) =>
  changeByLink(t, id, token, productos);

async function smallOrder() {
  const db = t.database.db;
  const feria = await insertFeria(db, { fecha: inDays(3) });
  const queso = await insertProduct(db, { nombre: 'Queso', precio: 2900, stock: 40 });
  const aceite = await insertProduct(db, { nombre: 'Aceite', precio: 32000, stock: 40 });
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
  const token = new URL(pedido, 'http://x').searchParams.get('t') ?? '';
  return { id, token, queso, aceite };
}

const totalOf = (id: number) => totalOfOrder(t, id);

test('un pedido de $ 2.900 cambiado a $ 642.900 (más que MAX_PEDIDO): 400 con el máximo y nada cambia', async () => {
  const { id, token, queso, aceite } = await smallOrder();
  const res = await change(id, token, [
    { id: queso.id, cantidad: 1 },
    { id: aceite.id, cantidad: 20 },
  ]);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toEqual({
    error: 'El pedido supera el máximo de $ 500.000: escribinos por WhatsApp para pedidos grandes',
  });
  expect(await totalOf(id)).toBe(2900_00);
  expect(await stockOf(t.database.db, aceite.id)).toBe(40);
  expect(await linesOf(t, id)).toEqual([{ productId: queso.id, cantidad: 1 }]);
  const fits = await change(id, token, [{ id: aceite.id, cantidad: 15 }]);
  expect(fits.statusCode, fits.body).toBe(200);
  expect(await totalOf(id)).toBe(480_000_00);
});

test('el cambio número 11 en una hora: 429 y nada cambia; uno rechazado no cuenta; pasada la hora, vuelve a poder', async () => {
  const { id, token, queso } = await smallOrder();
  const refused = await change(id, token, [{ id: queso.id, cantidad: 41 }]);
  expect(refused.statusCode).toBe(409);
  for (let n = 1; n <= 10; n++) {
    const res = await change(id, token, [{ id: queso.id, cantidad: n + 1 }]);
    expect(res.statusCode, `cambio ${n}: ${res.body}`).toBe(200);
  }
  const eleventh = await change(id, token, [{ id: queso.id, cantidad: 2 }]);
  expect(eleventh.statusCode).toBe(429);
  expect(eleventh.json()).toEqual(TOO_MANY);
  expect(await linesOf(t, id)).toEqual([{ productId: queso.id, cantidad: 11 }]);
  expect(await stockOf(t.database.db, queso.id)).toBe(29);
  const changes = (await auditRows(t)).filter((a) => a.accion === 'venta.cambio');
  expect(changes).toHaveLength(10);
  // An hour later the oldest change no longer counts.
  await t.database.db
    .update(auditLog)
    .set({ createdAt: sql`${auditLog.createdAt} - interval '61 minutes'` })
    .where(eq(auditLog.id, changes[0]?.id ?? 0));
  const later = await change(id, token, [{ id: queso.id, cantidad: 3 }]);
  expect(later.statusCode, later.body).toBe(200);
  // Another order's count is its own.
  const other = await smallOrder();
  const own = await change(other.id, other.token, [{ id: other.queso.id, cantidad: 2 }]);
  expect(own.statusCode, own.body).toBe(200);
});

test('con 9 cambios hechos, tres cambios a la vez: uno pasa y dos son 429', async () => {
  const { id, token, queso } = await smallOrder();
  for (let n = 1; n <= 9; n++) {
    const res = await change(id, token, [{ id: queso.id, cantidad: n + 1 }]);
    expect(res.statusCode, res.body).toBe(200);
  }
  const results = await Promise.all(
    [2, 3, 4].map((cantidad) => change(id, token, [{ id: queso.id, cantidad }])),
  );
  expect(results.map((r) => r.statusCode).sort()).toEqual([200, 429, 429]);
  const changes = (await auditRows(t)).filter((a) => a.accion === 'venta.cambio');
  expect(changes).toHaveLength(10);
});
