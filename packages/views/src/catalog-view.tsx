import { CARD_CLASSES, CATALOG_CLASSES } from '@feria/domain/look/catalog';
import type { ReactNode } from 'react';

/** /product's frame: the title, the search and filters beside (above on a phone) the results. */
export function CatalogFrame({ sidebar, children }: { sidebar: ReactNode; children: ReactNode }) {
  return (
    <div className={CATALOG_CLASSES.page}>
      <h1 className={CATALOG_CLASSES.title}>Productos</h1>
      <div className={CATALOG_CLASSES.layout}>
        {sidebar}
        {children}
      </div>
    </div>
  );
}

type ResultsProps = { count: string; filter?: ReactNode; children: ReactNode };

/** The results: how many there are (and the filter in use), then the grid. */
export function ResultsFrame({ count, filter, children }: ResultsProps) {
  return (
    <section aria-labelledby="catalog-results-title" className={CATALOG_CLASSES.results}>
      <h2 id="catalog-results-title" className="sr-only">
        Resultados
      </h2>
      <div className={CATALOG_CLASSES.countLine}>
        <p aria-live="polite" className={CATALOG_CLASSES.count}>
          {count}
        </p>
        {filter}
      </div>
      {children}
    </section>
  );
}

type GridProps<P> = { products: readonly P[]; card: (product: P, index: number) => ReactNode };

/** A grid of product cards, one list item each. */
export function CardGrid<P extends { id: number }>({ products, card }: GridProps<P>) {
  return (
    <ul className={CARD_CLASSES.grid}>
      {products.map((product, i) => (
        <li key={product.id}>{card(product, i)}</li>
      ))}
    </ul>
  );
}

/**
 * Room for the search box, the filters' button of a phone and the folded filters (a column beside
 * the results from md), spaced as CatalogSidebar's: the server paints it in the catalogue's first
 * screen, where nothing can be typed into or pressed before the JavaScript arrives.
 */
export function SidebarRoom() {
  return (
    <div aria-hidden className={CATALOG_CLASSES.sidebar}>
      <div className="h-11 md:h-24" />
      <div className="h-11 md:hidden" />
      <div className="hidden" />
    </div>
  );
}
