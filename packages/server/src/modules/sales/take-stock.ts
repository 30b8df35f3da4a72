// Takes the sold quantities from stock, line by line, with a conditional UPDATE that can never
// leave stock below 0 (DESIGN §3.8). Rows are updated in product-id order so two sales sharing
// products always lock them in the same order and cannot deadlock on PostgreSQL.
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { products } from '../../db/schema.ts';

export type SoldProduct = typeof products.$inferSelect & { cantidad: number };

/** The first line that could not be served, with what is left of it. */
export type Shortage = {
  productId: number;
  nombre: string | null;
  disponibles: number;
  unidad?: string;
};

/**
 * Returns the products as sold (current price and data) or the first shortage. On a shortage
 * the caller must roll the transaction back: earlier lines were already taken.
 */
export async function takeStock(
  tx: Tx,
  lines: readonly { id: number; cantidad: number }[],
  opts: { onlyPublished: boolean },
): Promise<{ ok: true; sold: SoldProduct[] } | { ok: false; shortage: Shortage }> {
  const byId = [...lines].sort((a, b) => a.id - b.id);
  const sold: SoldProduct[] = [];
  for (const line of byId) {
    const [row] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${line.cantidad}`, updatedAt: sql`now()` })
      .where(
        and(
          eq(products.id, line.id),
          gte(products.stock, line.cantidad),
          opts.onlyPublished ? eq(products.publicado, true) : undefined,
        ),
      )
      .returning();
    if (!row) return { ok: false, shortage: await shortageOf(tx, line.id, opts.onlyPublished) };
    sold.push({ ...row, cantidad: line.cantidad });
  }
  // Back to the order the customer listed them in.
  const order = new Map(lines.map((line, i) => [line.id, i]));
  sold.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  return { ok: true, sold };
}

/** What a customer could have of the product: its stock (when offered to them) plus what their
 * order already holds (`held`, when an order is being changed: MARKET §10). */
export async function shortageOf(
  tx: Tx,
  productId: number,
  onlyPublished: boolean,
  held = 0,
): Promise<Shortage> {
  const [product] = await tx
    .select({
      nombre: products.nombre,
      stock: products.stock,
      publicado: products.publicado,
      unidad: products.unidad,
    })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) return { productId, nombre: null, disponibles: 0 };
  const offered = !onlyPublished || product.publicado;
  const disponibles = (offered ? product.stock : 0) + held;
  return { productId, nombre: product.nombre, disponibles, unidad: product.unidad };
}

/**
 * takeStock for several sales of one transaction (the subscription orders of a batch), set-based:
 * their products locked FOR UPDATE in id order, then each sale in turn served from what the
 * earlier ones left, all its lines or none: `accept` prices it and may still refuse it
 * (`{ ok: false }`), and then it takes nothing. One UPDATE per product writes what was taken. A
 * sale gets the same products or shortage it would have got from takeStock one after the other.
 */
export async function takeStockInTurn<T extends { ok: boolean }>(
  tx: Tx,
  sales: readonly (readonly { id: number; cantidad: number }[])[],
  opts: { onlyPublished: boolean },
  accept: (sold: SoldProduct[], index: number) => T,
): Promise<(T | { ok: false; reason: 'stock'; shortage: Shortage })[]> {
  const ids = [...new Set(sales.flat().map((line) => line.id))].sort((a, b) => a - b);
  const rows =
    ids.length === 0
      ? []
      : await tx
          .select()
          .from(products)
          .where(inArray(products.id, ids))
          .orderBy(asc(products.id))
          .for('update');
  const byId = new Map(rows.map((row) => [row.id, row]));
  const left = new Map(rows.map((row) => [row.id, row.stock]));
  const offered = (row: (typeof rows)[number]) => !opts.onlyPublished || row.publicado;
  const results = sales.map((lines, index) => {
    for (const line of [...lines].sort((a, b) => a.id - b.id)) {
      const row = byId.get(line.id);
      const disponibles = row && offered(row) ? (left.get(line.id) ?? 0) : 0;
      if (!row || disponibles < line.cantidad) {
        const shortage = row
          ? { productId: line.id, nombre: row.nombre, disponibles, unidad: row.unidad }
          : { productId: line.id, nombre: null, disponibles: 0 };
        return { ok: false as const, reason: 'stock' as const, shortage };
      }
    }
    const sold = lines.map((line) => ({ ...byId.get(line.id)!, cantidad: line.cantidad }));
    const answer = accept(sold, index);
    if (answer.ok) for (const line of lines) left.set(line.id, left.get(line.id)! - line.cantidad);
    return answer;
  });
  for (const row of rows) {
    const taken = row.stock - left.get(row.id)!;
    if (taken === 0) continue;
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${taken}`, updatedAt: sql`now()` })
      .where(eq(products.id, row.id));
  }
  return results;
}
