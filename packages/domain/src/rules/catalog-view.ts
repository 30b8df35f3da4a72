// A catalogue view as a link (SPEC §4 "Catalogue view condition", kept in the URL query) and a
// product's stock level: what a product's own page needs of the catalogue's rules, apart from
// the filters and the search (catalog.ts), so its code does not carry them (issue 63).

/** The "Todos" option of the category and brand filters. */
export const ALL_OPTION = 'Todos';

export type CatalogView =
  | { kind: 'all' }
  | { kind: 'category'; value: string }
  | { kind: 'brand'; value: string }
  | { kind: 'search'; value: string };

/** Choosing a category; "Todos" (or nothing) goes back to all products. */
export function categoryView(value: string): CatalogView {
  const trimmed = value.trim();
  return trimmed === '' || trimmed === ALL_OPTION
    ? { kind: 'all' }
    : { kind: 'category', value: trimmed };
}

/** Choosing a brand; "Todos" (or nothing) goes back to all products. */
export function brandView(value: string): CatalogView {
  const trimmed = value.trim();
  return trimmed === '' || trimmed === ALL_OPTION
    ? { kind: 'all' }
    : { kind: 'brand', value: trimmed };
}

/**
 * The query string for a view, without "?"; "" for all products.
 * @internal Exported for its tests.
 */
export function viewToQuery(view: CatalogView): string {
  switch (view.kind) {
    case 'all':
      return '';
    case 'category':
      return `categoria=${encodeURIComponent(view.value)}`;
    case 'brand':
      return `marca=${encodeURIComponent(view.value)}`;
    case 'search':
      return `q=${encodeURIComponent(view.value)}`;
  }
}

/** Same view, as the URL query (`viewToQuery`) — shared links and reloads keep the list. */
export const viewHref = (path: string, view: CatalogView): string => {
  const query = viewToQuery(view);
  return query ? `${path}?${query}` : path;
};

/** Below this stock a product is highlighted yellow ("Poco stock"); 0 is red ("Sin stock"). */
export const LOW_STOCK = 5;

export type StockLevel = 'sin' | 'poco' | 'ok';

export function stockLevel(stock: number): StockLevel {
  if (stock <= 0) return 'sin';
  if (stock < LOW_STOCK) return 'poco';
  return 'ok';
}
