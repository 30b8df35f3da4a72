// MARKET §10: a customer's change moves stock by the difference between the order's old and new
// quantities, product by product in id order — the order take-stock.ts and an annulment lock
// products in — so a change, a new sale and an annulment never wait on each other in a circle.
import { and, asc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { products, saleLines } from '../../db/schema.ts';
import { type Shortage, type SoldProduct, shortageOf } from '../sales/take-stock.ts';

/** What the order holds now, summed by product (a deleted product's lines have none). */
export async function heldBy(tx: Tx, saleId: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({
      productId: saleLines.productId,
      cantidad: sql<number>`sum(${saleLines.cantidad})::int`,
    })
    .from(saleLines)
    .where(and(eq(saleLines.saleId, saleId), isNotNull(saleLines.productId)))
    .groupBy(saleLines.productId)
    .orderBy(asc(saleLines.productId));
  return new Map(rows.flatMap((r) => (r.productId === null ? [] : [[r.productId, r.cantidad]])));
}

/** The products of the order whose line staff weighed (MARKET §8), with their real weight. */
export async function weighedIn(tx: Tx, saleId: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({ productId: saleLines.productId, cantidad: saleLines.cantidad })
    .from(saleLines)
    .where(and(eq(saleLines.saleId, saleId), eq(saleLines.pesada, true)));
  return new Map(rows.flatMap((r) => (r.productId === null ? [] : [[r.productId, r.cantidad]])));
}

/** Gives back everything the order holds (a cancellation). */
export async function giveBack(tx: Tx, held: Map<number, number>): Promise<void> {
  for (const [id, cantidad] of [...held].sort(([a], [b]) => a - b)) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${cantidad}`, updatedAt: sql`now()` })
      .where(eq(products.id, id));
  }
}

/**
 * Moves stock from `held` to `wanted` and returns the wanted products as they are now (their
 * price of this moment), in the customer's order, or the first shortage — the caller rolls back.
 * Taking more of a product needs it published; keeping or lowering what the order already holds
 * does not (the customer keeps what they had).
 */
export async function moveStock(
  tx: Tx,
  held: Map<number, number>,
  wanted: readonly { id: number; cantidad: number }[],
): Promise<{ ok: true; sold: SoldProduct[] } | { ok: false; shortage: Shortage }> {
  const want = new Map(wanted.map((line) => [line.id, line.cantidad]));
  const ids = [...new Set([...held.keys(), ...want.keys()])].sort((a, b) => a - b);
  const sold = new Map<number, SoldProduct>();
  for (const id of ids) {
    const before = held.get(id) ?? 0;
    const after = want.get(id) ?? 0;
    const delta = after - before;
    const [row] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${delta}`, updatedAt: sql`now()` })
      .where(
        and(
          eq(products.id, id),
          delta > 0 ? gte(products.stock, delta) : undefined,
          delta > 0 ? eq(products.publicado, true) : undefined,
        ),
      )
      .returning();
    if (!row) {
      if (after === 0) continue; // a deleted product the order no longer asks for
      return { ok: false, shortage: await shortageOf(tx, id, true, before) };
    }
    if (after > 0) sold.set(id, { ...row, cantidad: after });
  }
  return {
    ok: true,
    sold: wanted.flatMap((line) => {
      const product = sold.get(line.id);
      return product ? [product] : [];
    }),
  };
}
