// A copy of the published catalogue brought up to date in stock only (issue 35 §6): when nothing
// but stock changed since it was made (catalog_version.contenido, migration 0014), the next copy
// reads only the products whose stock changed since (products.stock_txid, migration 0022), keeps
// the search index, and writes again only the JSON of those products (list-bytes.ts). The
// answer's bytes are the same as JSON.stringify of the whole list would give.
import type { Product } from '@feria/domain/schemas/api-types';
import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { type ListBytes, listBytes, withReplaced } from './list-bytes.ts';

/** The list's bytes, made the first time they are asked for. */
type Restockable = { products: readonly Product[]; bytes?: ListBytes };

/** The copy's list as bytes (made once, kept on the copy). */
export const bytesOf = (copy: Restockable): ListBytes => {
  copy.bytes ??= listBytes(copy.products);
  return copy.bytes;
};

/**
 * Where the next reading of changed stock starts: the oldest transaction this one cannot see (in
 * a repeatable-read transaction, the reading's own snapshot). Every stock change the reading
 * missed was written by that transaction or a later one.
 */
export async function stockMark(tx: DbOrTx): Promise<string> {
  const [row] = rowsOf<{ mark: string }>(
    await tx.execute(sql`select pg_snapshot_xmin(pg_current_snapshot())::text as mark`),
  );
  return row!.mark;
}

export type StockRow = { id: number; stock: number; publicado: boolean };

/** The products whose stock a transaction at `mark` or later changed (or that it made). */
export async function stockChangedSince(tx: DbOrTx, mark: string): Promise<StockRow[]> {
  const rows = rowsOf<{ id: unknown; stock: unknown; publicado: boolean }>(
    await tx.execute(sql`select id, stock, publicado from products
      where stock_txid >= ${mark}::xid8 order by id`),
  );
  return rows.map((r) => ({ id: Number(r.id), stock: Number(r.stock), publicado: r.publicado }));
}

/** Where the product with this id is in a list in id order, or -1. */
function indexOf(list: readonly Product[], id: number): number {
  let low = 0;
  let high = list.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = list[middle]!.id;
    if (at === id) return middle;
    if (at < id) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/**
 * The copy's products and their bytes with the stock of the changed `rows`, or null when a row is
 * published but not in the copy or in it but no longer published (a product came, went or was
 * hidden meanwhile: the whole catalogue is read).
 */
export function restocked(
  copy: Restockable,
  rows: readonly StockRow[],
): { products: readonly Product[]; bytes: ListBytes } | null {
  const list = copy.products;
  const changes: { index: number; item: Product }[] = [];
  for (const row of rows) {
    const index = indexOf(list, row.id);
    if (index < 0 && !row.publicado) continue;
    if (index < 0 || !row.publicado) return null;
    const product = list[index]!;
    if (row.stock !== product.stock)
      changes.push({ index, item: { ...product, stock: row.stock } });
  }
  const bytes = bytesOf(copy);
  if (changes.length === 0) return { products: list, bytes };
  const products = list.slice();
  for (const { index, item } of changes) products[index] = item;
  return { products, bytes: withReplaced(bytes, changes) };
}
