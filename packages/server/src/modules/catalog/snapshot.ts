import { normalizeText } from '@feria/domain/rules/catalog';
import type { Product } from '@feria/domain/schemas/api-types';

/**
 * The published catalogue held in memory: the products in id order, each with its accent- and
 * case-free search text. A market has hundreds of products: a search looks at every one of
 * them (well under a millisecond), as the web does in the browser (ADR 0021).
 */
export type Snapshot = {
  products: readonly Product[];
  /** normalizeText of "nombre categoria marca sku". */
  haystacks: readonly string[];
};

export function makeSnapshot(products: readonly Product[]): Snapshot {
  const haystacks = products.map((p) =>
    normalizeText(`${p.nombre} ${p.categoria} ${p.marca} ${p.sku}`),
  );
  return { products, haystacks };
}

export type CatalogFilter = { q?: string; categoria?: string; marca?: string };

/** The products whose text contains `q`, ignoring case and accents, and whose category and
 * brand are exactly the ones asked, in id order. */
export function matching(snapshot: Snapshot, filter: CatalogFilter): Product[] {
  const term = filter.q ? normalizeText(filter.q) : '';
  return snapshot.products.filter(
    (p, i) =>
      (!filter.categoria || p.categoria === filter.categoria) &&
      (!filter.marca || p.marca === filter.marca) &&
      (!term || snapshot.haystacks[i]!.includes(term)),
  );
}

/** One page of the matching products and how many match in all (GET /api/catalog). */
export function page(
  snapshot: Snapshot,
  query: CatalogFilter & { offset: number; limit: number },
): { items: Product[]; total: number } {
  const found = matching(snapshot, query);
  return { items: found.slice(query.offset, query.offset + query.limit), total: found.length };
}
