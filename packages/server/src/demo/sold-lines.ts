// A demo order's lines and the stock they take, as a sale would leave them.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { products, saleLines } from '../db/schema.ts';

type Line = Omit<typeof saleLines.$inferInsert, 'saleId'> & { productId: number };

/** Writes the lines of sale `saleId` and takes their quantities from stock. */
export async function insertSoldLines(db: DbOrTx, saleId: number, lines: readonly Line[]) {
  await db.insert(saleLines).values(lines.map((l) => ({ ...l, saleId })));
  for (const l of lines) {
    await db
      .update(products)
      .set({ stock: sql`${products.stock} - ${l.cantidad}` })
      .where(eq(products.id, l.productId));
  }
}
