// Shared by the order-page change tests (MARKET §10): a web order for a feria still open, opened
// by its private link, and quick reads of what a change leaves behind.
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog, mailOutbox, saleLines, sales } from '../../src/db/schema.ts';
import type { TestContext } from './app.ts';
import { inDays, insertFeria } from './ferias.ts';
import { insertProduct } from './fixtures.ts';
import { webOrder } from './sales.ts';

/** A Pendiente web order of 2 Miel ($ 1500) and 1 Yerba ($ 4000) for a feria in 3 days. */
export async function changeableOrder(
  t: TestContext,
  opts: { cookie?: string; extra?: Record<string, unknown> } = {},
) {
  const db = t.database.db;
  const feria = await insertFeria(db, { fecha: inDays(3) });
  const miel = await insertProduct(db, { nombre: 'Miel', precio: 1500, stock: 20 });
  const yerba = await insertProduct(db, { nombre: 'Yerba', precio: 4000, stock: 10 });
  const res = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    cookie: opts.cookie,
    payload: webOrder(
      [
        { id: miel.id, cantidad: 2 },
        { id: yerba.id, cantidad: 1 },
      ],
      { formaPago: 'transferencia', feriaId: feria.id, ...opts.extra },
    ),
  });
  expect(res.statusCode, res.body).toBe(201);
  const { id, pedido } = res.json() as { id: number; pedido: string };
  const token = new URL(pedido, 'http://x').searchParams.get('t') ?? '';
  await db.delete(mailOutbox);
  return { id, token, feria, miel, yerba };
}

export const linesOf = (t: TestContext, saleId: number) =>
  t.database.db
    .select({ productId: saleLines.productId, cantidad: saleLines.cantidad })
    .from(saleLines)
    .where(eq(saleLines.saleId, saleId))
    .orderBy(asc(saleLines.id));

export const outbox = (t: TestContext) =>
  t.database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));

export const auditRows = (t: TestContext) =>
  t.database.db.select().from(auditLog).orderBy(asc(auditLog.id));

/** The customer's change of an order by its private link (PUT /api/pedido/{id}?t=). */
export const changeByLink = (t: TestContext, id: number, token: string, productos: unknown) =>
  t.request({ method: 'PUT', url: `/api/pedido/${id}?t=${token}`, payload: { productos } });

/** An order's total in cents, as stored. */
export const totalOf = async (t: TestContext, id: number) =>
  (await t.database.db.select().from(sales).where(eq(sales.id, id)))[0]?.totalCents;
