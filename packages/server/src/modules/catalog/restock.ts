// A copy of the published catalogue brought up to date in stock only (issue 35 §6): when nothing
// but stock changed since it was made (catalog_version.contenido, migration 0014), the next copy
// reads only the products whose stock changed since (products.stock_txid, migration 0022), keeps
// the search index, and writes again only the JSON of those products. The answer's bytes are the
// same as JSON.stringify of the whole list would give.
import type { Product } from '@feria/domain/schemas/api-types';
import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';

/** Each product's JSON, in the list's order: `[${fragments.join(',')}]` is the list's JSON. */
type Restockable = { products: readonly Product[]; fragments?: string[] };

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
 * The copy's products and their JSON with the stock of the changed `rows`, or null when a row is
 * published but not in the copy or in it but no longer published (a product came, went or was
 * hidden meanwhile: the whole catalogue is read).
 */
export function restocked(
  copy: Restockable,
  rows: readonly StockRow[],
): { products: readonly Product[]; fragments: string[] } | null {
  const list = copy.products;
  copy.fragments ??= list.map((p) => JSON.stringify(p));
  const fragments = copy.fragments;
  let nextList: Product[] | null = null;
  let nextFragments: string[] | null = null;
  for (const row of rows) {
    const i = indexOf(list, row.id);
    if (i < 0 && !row.publicado) continue;
    if (i < 0 || !row.publicado) return null;
    const product = list[i]!;
    if (row.stock === product.stock) continue;
    nextList ??= list.slice();
    nextFragments ??= fragments.slice();
    const changed = { ...product, stock: row.stock };
    nextList[i] = changed;
    nextFragments[i] = JSON.stringify(changed);
  }
  return { products: nextList ?? list, fragments: nextFragments ?? fragments };
}

/** The list's JSON from its fragments when it has them. */
export const listJson = (copy: Restockable) =>
  copy.fragments ? `[${copy.fragments.join(',')}]` : JSON.stringify(copy.products);
