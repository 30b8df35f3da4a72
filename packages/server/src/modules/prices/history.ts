// The price history (MARKET.md §5): one row per change of a product's price, written by whoever
// changes it (product edit, adjustment, undo, import) in the transaction of the change.
import { fromCents } from '@feria/domain/rules/money';
import type { PriceHistoryEntry, PriceHistoryMotivo } from '@feria/domain/schemas/price-adjustment';
import { desc, eq } from 'drizzle-orm';
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

/** Writes the history rows of some price changes (those that really change are kept). */
export async function recordPriceChanges(tx: DbOrTx, rows: readonly PriceChangeRow[]) {
  const changed = rows.filter((r) => r.antesCents !== r.despuesCents);
  for (let i = 0; i < changed.length; i += 1000) {
    await tx.insert(priceHistory).values(changed.slice(i, i + 1000));
  }
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
