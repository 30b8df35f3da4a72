import { CARD_CLASSES } from '@feria/domain/look/catalog';
import { productInView } from '@feria/domain/rules/catalog';
import { type CatalogView, viewHref } from '@feria/domain/rules/catalog-view';
import {
  hasMore,
  pagingFor,
  pagingMore,
  productCount,
  startPaging,
  viewKey,
} from '@feria/domain/rules/storefront';
import type { Product } from '@feria/domain/schemas/api-types';
import { CATALOG_PATH } from '@feria/views/catalog-path.ts';
import { CardGrid, ResultsFrame } from '@feria/views/catalog-view.tsx';
import { useMemo, useState } from 'react';
import { Link } from '../../../components/link.tsx';
import { ProductCard, ProductCardSkeletons } from '../../../components/product-card.tsx';
import { useAddFromCard } from '../../../core/cart/hooks.ts';
import { EmptyResults } from './empty-results.tsx';

type Props = { products: readonly Product[]; loading: boolean; view: CatalogView };

function describe(view: CatalogView): string | null {
  switch (view.kind) {
    case 'all':
      return null;
    case 'category':
      return `Categoría: ${view.value}`;
    case 'brand':
      return `Marca: ${view.value}`;
    case 'search':
      return `Búsqueda: “${view.value}”`;
  }
}

/** Item count, the grid (8, then 8 more per "ver más productos"; back to 8 on a new list). */
export function CatalogResults({ products, loading, view }: Props) {
  const addFromCard = useAddFromCard('catalogo');
  const key = viewKey(view);
  const [stored, setPaging] = useState(() => startPaging(key));
  const paging = pagingFor(stored, key);
  // A new list starts again at 8, also when a list seen before comes back.
  if (paging !== stored) setPaging(paging);
  const shown = useMemo(() => products.filter((p) => productInView(p, view)), [products, view]);
  const filter = describe(view);
  const all = viewHref(CATALOG_PATH, { kind: 'all' });

  return (
    <ResultsFrame
      count={loading ? 'Cargando productos…' : productCount(shown.length)}
      filter={
        filter && (
          <p className="flex min-w-0 items-center gap-2 text-sm text-stone-700">
            <span className="truncate rounded-full bg-brand-100 px-3 py-1 text-brand-800">
              {filter}
            </span>
            <Link
              to={all}
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
            >
              Quitar filtro
            </Link>
          </p>
        )
      }
    >
      {loading ? (
        <div className={CARD_CLASSES.grid}>
          <ProductCardSkeletons />
        </div>
      ) : shown.length === 0 ? (
        <EmptyResults key={key} allHref={all} />
      ) : (
        <>
          <CardGrid
            products={shown.slice(0, paging.visible)}
            card={(p, i) => <ProductCard product={p} eager={i < 2} onAdd={addFromCard} />}
          />
          {hasMore(paging, shown.length) && (
            <div className="mt-6 flex justify-center">
              <button
                type="button"
                onClick={() => setPaging(pagingMore(paging))}
                className="min-h-11 rounded-lg border border-brand-700 bg-white px-6 font-semibold text-brand-700 hover:bg-brand-50"
              >
                ver más productos
              </button>
            </div>
          )}
        </>
      )}
    </ResultsFrame>
  );
}
