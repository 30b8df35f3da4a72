import { CATALOG_CLASSES } from '@feria/domain/look/catalog';
import {
  brandView,
  type CatalogView,
  categoryView,
  viewHref,
} from '@feria/domain/rules/catalog-view';
import { facetOptions } from '@feria/domain/rules/storefront';
import type { Product } from '@feria/domain/schemas/api-types';
import { CATALOG_PATH } from '@feria/views/catalog-path.ts';
import { useMemo, useState } from 'react';
import { FilterList } from './filter-list.tsx';
import { SearchBox } from './search-box.tsx';

type Props = {
  products: readonly Product[];
  view: CatalogView;
  onView: (view: CatalogView, opts?: { replace?: boolean }) => void;
};

const FILTERS_ID = 'catalog-filters';

/**
 * Search box and the category and brand filters. On a phone the filters fold away behind
 * "Abrir Filtros" (the search box stays: it is what most shoppers use) and fold again once a
 * choice is made, so the results are right below.
 */
export function CatalogSidebar({ products, view, onView }: Props) {
  const [open, setOpen] = useState(false);
  const categories = useMemo(() => facetOptions(products, 'categoria'), [products]);
  const brands = useMemo(() => facetOptions(products, 'marca'), [products]);
  const all = viewHref(CATALOG_PATH, { kind: 'all' });
  const close = () => setOpen(false);
  return (
    <aside aria-label="Buscar y filtrar" className={CATALOG_CLASSES.sidebar}>
      <SearchBox view={view} onView={onView} />
      <button
        type="button"
        aria-expanded={open}
        aria-controls={FILTERS_ID}
        onClick={() => setOpen((o) => !o)}
        className="flex min-h-11 w-full items-center justify-center gap-2 rounded-lg border border-brand-700 bg-white font-semibold text-brand-700 md:hidden"
      >
        <svg aria-hidden viewBox="0 0 20 20" className="size-5 fill-current">
          <path d="M3 5a1 1 0 0 1 1-1h12a1 1 0 0 1 .8 1.6L12 11.3V16a1 1 0 0 1-1.4.9l-2-1A1 1 0 0 1 8 15v-3.7L3.2 5.6A1 1 0 0 1 3 5z" />
        </svg>
        {open ? 'Cerrar Filtros' : 'Abrir Filtros'}
      </button>
      <div
        id={FILTERS_ID}
        className={`${open ? 'block' : 'hidden'} divide-y divide-stone-200 rounded-xl bg-white px-3 py-1 shadow-sm ring-1 ring-stone-200 md:block`}
      >
        <FilterList
          title="Filtrar por categoría"
          options={categories}
          selected={view.kind === 'category' ? view.value : null}
          allHref={all}
          hrefOf={(value) => viewHref(CATALOG_PATH, categoryView(value))}
          defaultOpen
          onChoose={close}
        />
        <FilterList
          title="Filtrar por marca"
          options={brands}
          selected={view.kind === 'brand' ? view.value : null}
          allHref={all}
          hrefOf={(value) => viewHref(CATALOG_PATH, brandView(value))}
          onChoose={close}
        />
      </div>
    </aside>
  );
}
