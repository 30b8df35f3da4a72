// Storefront behaviour that is not a catalogue rule itself: how the view changes when the search
// text is edited, the "ver más productos" paging that resets when the list changes,
// the filters' choices, and the producers' summary of the /suppliers page.
import { CATALOG_PAGE, normalizeText } from './catalog.ts';
import type { CatalogView } from './catalog-view.ts';
import { compareSpanish } from './spanish-order.ts';

/** A stable key of a view: two views show the same list exactly when their keys are equal. */
export function viewKey(view: CatalogView): string {
  return view.kind === 'all' ? '' : `${view.kind}:${normalizeText(view.value)}`;
}

/**
 * The search box's text changed. Clearing it while a search is shown goes back to all products
 * (SPEC §4); any other edit keeps the view until "Buscar" is pressed.
 */
export function searchTextChanged(view: CatalogView, text: string): CatalogView {
  return view.kind === 'search' && text.trim() === '' ? { kind: 'all' } : view;
}

/** How many products of which list are shown: 8, +8 per "ver más productos". */
export type Paging = { key: string; visible: number };

export function startPaging(key: string): Paging {
  return { key, visible: CATALOG_PAGE };
}

/** The paging for the list now shown: back to 8 when the list changed, unchanged otherwise. */
export function pagingFor(paging: Paging, key: string): Paging {
  return paging.key === key ? paging : startPaging(key);
}

/** "ver más productos": 8 more of the same list. */
export function pagingMore(paging: Paging): Paging {
  return { ...paging, visible: paging.visible + CATALOG_PAGE };
}

/** Whether "ver más productos" still has something to show. */
export function hasMore(paging: Paging, total: number): boolean {
  return paging.visible < total;
}

export type FacetOption = { value: string; count: number };

/**
 * The choices of the category or brand filter: each distinct value once (spelling of its first
 * product) with how many products have it, in Spanish alphabetical order.
 */
export function facetOptions(
  products: readonly { categoria: string; marca: string }[],
  field: 'categoria' | 'marca',
): FacetOption[] {
  const byKey = new Map<string, FacetOption>();
  for (const product of products) {
    const value = product[field].trim();
    const key = normalizeText(value);
    if (key === '') continue;
    const found = byKey.get(key);
    if (found) found.count++;
    else byKey.set(key, { value, count: 1 });
  }
  return [...byKey.values()].sort((a, b) => compareSpanish(a.value, b.value));
}

/** "1 producto", "12 productos". */
export function productCount(n: number): string {
  return `${n} ${n === 1 ? 'producto' : 'productos'}`;
}
