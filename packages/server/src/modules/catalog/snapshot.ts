import { normalizeText } from '@feria/domain/catalog';
import type { Product } from '@feria/domain/schemas/api-types';

/**
 * The published catalogue held in memory: the products in id order, each with its accent- and
 * case-free search text. A shopper's search scans it in a few milliseconds even with 50,000
 * products, where the database's trigram index needs tens (every product name shares most
 * trigrams with every other one).
 */
export type Snapshot = {
  products: readonly Product[];
  /** normalizeText of "nombre categoria marca sku", like the database's search column. */
  haystacks: readonly string[];
  /** The whole list as JSON, made on first use (GET /api/sheets/data). */
  json?: string;
};

export function makeSnapshot(products: readonly Product[]): Snapshot {
  return {
    products,
    haystacks: products.map((p) => normalizeText(`${p.nombre} ${p.categoria} ${p.marca} ${p.sku}`)),
  };
}

export type CatalogFilter = { q?: string; categoria?: string; marca?: string };

/**
 * Calls `each` with every product whose text contains `q` (ignoring case and accents) and whose
 * category and brand are exactly the ones asked, in id order.
 */
function scan(snapshot: Snapshot, filter: CatalogFilter, each: (product: Product) => void) {
  const term = filter.q ? normalizeText(filter.q) : '';
  const { categoria, marca } = filter;
  const { products, haystacks } = snapshot;
  for (let i = 0; i < products.length; i++) {
    const product = products[i]!;
    if (categoria && product.categoria !== categoria) continue;
    if (marca && product.marca !== marca) continue;
    if (term && !haystacks[i]!.includes(term)) continue;
    each(product);
  }
}

/** Every matching product (the /api/sheets/search and /filter calls). */
export function matching(snapshot: Snapshot, filter: CatalogFilter): Product[] {
  const out: Product[] = [];
  scan(snapshot, filter, (product) => out.push(product));
  return out;
}

/** One page of the matching products and how many match in all (GET /api/catalog). */
export function page(
  snapshot: Snapshot,
  query: CatalogFilter & { offset: number; limit: number },
): { items: Product[]; total: number } {
  const items: Product[] = [];
  const end = query.offset + query.limit;
  let total = 0;
  scan(snapshot, query, (product) => {
    if (total >= query.offset && total < end) items.push(product);
    total++;
  });
  return { items, total };
}
