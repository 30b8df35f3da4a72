// The price history (MARKET.md §5): one row per change of a product's price, written by whoever
// changes it (product edit, adjustment, undo, import) in the transaction of the change.
import { fromCents } from '@feria/domain/rules/money';
import type { PriceHistoryEntry, PriceHistoryMotivo } from '@feria/domain/schemas/price-adjustment';
import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { priceHistory, products } from '../../db/schema.ts';

export type PriceChangeRow = {
  productId: number;
  antesCents: number;
  despuesCents: number;
  motivo: PriceHistoryMotivo;
  ajusteId?: number | null;
  userId: string | null;
};

/** Writes the history rows of some price changes (those that really change are kept), in their
 * order, in one statement: the rows travel as one JSON parameter. */
export async function recordPriceChanges(tx: DbOrTx, rows: readonly PriceChangeRow[]) {
  const changed = rows
    .filter((r) => r.antesCents !== r.despuesCents)
    .map((r) => [
      r.productId,
      r.antesCents,
      r.despuesCents,
      r.motivo,
      r.ajusteId ?? null,
      r.userId,
    ]);
  if (changed.length === 0) return;
  await tx.execute(sql`
    insert into price_history (product_id, antes_cents, despues_cents, motivo, ajuste_id, user_id)
    select (v.r->>0)::int, (v.r->>1)::int, (v.r->>2)::int, v.r->>3, (v.r->>4)::int, v.r->>5
    from json_array_elements(${JSON.stringify(changed)}::json) with ordinality as v(r, n)
    order by v.n`);
}

/** A product's price history, newest first, prices in pesos; null when no such product. */
export async function priceHistoryOf(
  db: DbOrTx,
  productId: number,
): Promise<PriceHistoryEntry[] | null> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) return null;
  const rows = await db
    .select()
    .from(priceHistory)
    .where(eq(priceHistory.productId, productId))
    .orderBy(desc(priceHistory.id))
    .limit(200);
  return rows.map((r) => ({
    fecha: r.createdAt.toISOString(),
    antes: fromCents(r.antesCents),
    despues: fromCents(r.despuesCents),
    motivo: r.motivo,
  }));
}
