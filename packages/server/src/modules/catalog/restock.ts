// A copy of the published catalogue brought up to date in stock only (issue 35 §6): when nothing
// but stock changed since it was made (catalog_version.contenido, migration 0014), the next copy
// reads each published product's id and stock instead of every column, keeps the search index,
// and writes again only the JSON of the products whose stock moved. The answer's bytes are the
// same as JSON.stringify of the whole list would give.
import type { Product } from '@feria/domain/schemas/api-types';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema.ts';

/** Each product's JSON, in the list's order: `[${fragments.join(',')}]` is the list's JSON. */
type Restockable = { products: readonly Product[]; fragments?: string[] };

/** Every published product's id and stock, in the catalogue's order (id). */
export function publishedStock(tx: DbOrTx) {
  return tx
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(eq(products.publicado, true))
    .orderBy(asc(products.id));
}

/**
 * The copy's products and their JSON with the stock of `rows`, or null when the rows are not the
 * copy's products (a product came, went or was hidden meanwhile: the whole catalogue is read).
 */
export function restocked(
  copy: Restockable,
  rows: readonly { id: number; stock: number }[],
): { products: readonly Product[]; fragments: string[] } | null {
  const list = copy.products;
  if (rows.length !== list.length) return null;
  copy.fragments ??= list.map((p) => JSON.stringify(p));
  const fragments = copy.fragments;
  let nextList: Product[] | null = null;
  let nextFragments: string[] | null = null;
  for (let i = 0; i < list.length; i++) {
    const row = rows[i]!;
    const product = list[i]!;
    if (row.id !== product.id) return null;
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
