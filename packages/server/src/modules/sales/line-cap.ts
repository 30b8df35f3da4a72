// API.md (round 3): a web order takes at most 50 units of one product, checked before stock, so
// one request cannot empty the shop. The name in the message is the product's, as offered.
import { lineOverWebCap } from '@feria/domain/order-limits';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { products } from '../../db/schema.ts';

/** The name of the first published product a web order asks too many of, or null. */
export async function productOverWebCap(
  tx: Tx,
  merged: readonly { id: number; cantidad: number }[],
): Promise<string | null> {
  const over = lineOverWebCap(merged);
  if (!over) return null;
  const [row] = await tx
    .select({ nombre: products.nombre })
    .from(products)
    .where(and(eq(products.id, over.id), eq(products.publicado, true)));
  // An unknown or unpublished product is refused by the stock step as "not found".
  return row?.nombre ?? null;
}
