// API.md (round 3): a web order takes at most 50 units of one product, checked before stock, so
// one request cannot empty the shop. The name in the message is the product's, as offered. A
// product sold by weight has its own cap in grams (weight-lines.ts, MARKET §8).
import { lineOverWebCap } from '@feria/domain/rules/order-limits';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { products } from '../../db/schema.ts';

/** The name of the first published product sold by unit that a web order asks too many of, or null. */
export async function productOverWebCap(
  tx: Tx,
  merged: readonly { id: number; cantidad: number }[],
): Promise<string | null> {
  const over = merged.filter((line) => lineOverWebCap([line]));
  if (over.length === 0) return null;
  const rows = await tx
    .select({ id: products.id, nombre: products.nombre })
    .from(products)
    .where(
      and(
        inArray(
          products.id,
          over.map((line) => line.id),
        ),
        eq(products.publicado, true),
        eq(products.unidad, 'unidad'),
      ),
    );
  // An unknown or unpublished product is refused by the stock step as "not found".
  const first = over.find((line) => rows.some((row) => row.id === line.id));
  return rows.find((row) => row.id === first?.id)?.nombre ?? null;
}
