import { normalizeText } from '@feria/domain/rules/catalog';
import type { Product } from '@feria/domain/schemas/api-types';
import { buildSearchIndex, lookup, type SearchIndex } from './search-index.ts';

/**
 * The published catalogue held in memory: the products in id order, each with its accent- and
 * case-free search text, and a search index over them (search-index.ts) made on the first
 * search. A sale changes stock, not names: a new copy whose texts, categories and brands are the
 * old one's keeps the old index instead of building it again.
 */
export type Snapshot = {
  products: readonly Product[];
  /** normalizeText of "nombre categoria marca sku", like the database's search column. */
  haystacks: readonly string[];
  index?: SearchIndex;
};

export function makeSnapshot(products: readonly Product[], previous?: Snapshot | null): Snapshot {
  const haystacks = products.map((p) =>
    normalizeText(`${p.nombre} ${p.categoria} ${p.marca} ${p.sku}`),
  );
  const snapshot: Snapshot = { products, haystacks };
  if (previous?.index && sameTexts(previous, snapshot)) snapshot.index = previous.index;
  return snapshot;
}

function sameTexts(a: Snapshot, b: Snapshot): boolean {
  if (a.products.length !== b.products.length) return false;
  for (let i = 0; i < a.products.length; i++) {
    const x = a.products[i]!;
    const y = b.products[i]!;
    if (a.haystacks[i] !== b.haystacks[i] || x.categoria !== y.categoria || x.marca !== y.marca) {
      return false;
    }
  }
  return true;
}

export type CatalogFilter = { q?: string; categoria?: string; marca?: string };

/** Positions (id order) of the products whose text contains `q`, ignoring case and accents, and
 * whose category and brand are exactly the ones asked. */
function positions(snapshot: Snapshot, filter: CatalogFilter): ArrayLike<number> | null {
  snapshot.index ??= buildSearchIndex(snapshot.products, snapshot.haystacks);
  const term = filter.q ? normalizeText(filter.q) : '';
  return lookup(snapshot.index, term, filter.categoria, filter.marca);
}

/** Every matching product (the /api/sheets/search and /filter calls). */
export function matching(snapshot: Snapshot, filter: CatalogFilter): Product[] {
  const found = positions(snapshot, filter);
  if (!found) return [...snapshot.products];
  return Array.from(found, (position) => snapshot.products[position]!);
}

/** One page of the matching products and how many match in all (GET /api/catalog). */
export function page(
  snapshot: Snapshot,
  query: CatalogFilter & { offset: number; limit: number },
): { items: Product[]; total: number } {
  const found = positions(snapshot, query);
  const total = found ? found.length : snapshot.products.length;
  const end = Math.min(total, query.offset + query.limit);
  const items: Product[] = [];
  for (let i = query.offset; i < end; i++) {
    items.push(snapshot.products[found ? found[i]! : i]!);
  }
  return { items, total };
}
