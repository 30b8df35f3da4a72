import { ALL_OPTION, matchesPosSearch, normalizeText } from '@feria/domain/catalog';
import { stockAfterQueue } from '@feria/domain/offline-queue';
import { useDeferredValue, useMemo, useState } from 'react';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { largeInputClass } from '../../../components/ui/styles.ts';
import { useGetPosCategoriesQuery, useGetPosProductsQuery } from '../api.ts';
import { useOfflineQueue } from '../offline/use-offline.ts';
import { WeighDialogHost } from '../weigh/weigh-dialog.tsx';
import { CategoryBar } from './category-bar.tsx';
import { PosProductGrid } from './pos-product-grid.tsx';
import { TicketBar } from './ticket-bar.tsx';
import { TicketPanel } from './ticket-panel.tsx';

/**
 * The point-of-sale: products on the left, "Orden Actual" on the right where there is room;
 * on a phone or tablet the ticket follows the products and a bar keeps the total in view.
 * Laid out by the space it gets (container queries), since the sidebar takes part of the screen.
 */
export function PosScreen() {
  const products = useGetPosProductsQuery();
  const categories = useGetPosCategoriesQuery();
  const [category, setCategory] = useState(ALL_OPTION);
  const [term, setTerm] = useState('');
  const deferredTerm = useDeferredValue(term);
  const queue = useOfflineQueue();

  const shown = useMemo(() => {
    const wanted = normalizeText(category);
    // What the sales still on this device take is not in the server's (or the kept) stock yet.
    return stockAfterQueue(products.data ?? [], queue).filter(
      (p) =>
        (category === ALL_OPTION || normalizeText(p.categoria) === wanted) &&
        matchesPosSearch(p, deferredTerm),
    );
  }, [products.data, queue, category, deferredTerm]);

  return (
    <div className="@container">
      <div className="grid items-start gap-4 @3xl:grid-cols-[minmax(0,1fr)_21rem] @5xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-3">
          <CategoryBar
            categories={categories.data ?? []}
            selected={category}
            onSelect={setCategory}
          />
          <input
            type="search"
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            placeholder="Buscar por nombre o SKU"
            aria-label="Buscar por nombre o SKU"
            className={largeInputClass}
          />
          {products.isError ? (
            <LoadError
              message="No se pudieron cargar los productos."
              onRetry={() => products.refetch()}
              className="py-10"
            />
          ) : (
            <PosProductGrid products={shown} loading={products.isLoading} />
          )}
          <TicketBar />
        </div>
        <TicketPanel className="@3xl:sticky @3xl:top-4 @3xl:max-h-[calc(100dvh-2rem)] @3xl:overflow-y-auto" />
      </div>
      <WeighDialogHost />
    </div>
  );
}
