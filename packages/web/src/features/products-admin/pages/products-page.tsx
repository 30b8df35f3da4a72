import { matchesSearch } from '@feria/domain/rules/catalog';
import {
  clampPage,
  PRODUCTS_PAGE_SIZE,
  pageCount,
  pageSlice,
} from '@feria/domain/rules/pagination';
import { plural } from '@feria/domain/rules/plural';
import type { Product } from '@feria/domain/schemas/api-types';
import { useMemo, useState } from 'react';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { primaryButton, secondaryButton } from '../../../components/ui/styles.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { useGetAdminProductsQuery } from '../api.ts';
import { AdjustPricesDialog } from '../components/adjust-prices-dialog.tsx';
import { CsvTools } from '../components/csv-tools.tsx';
import { DescriptionDialog } from '../components/description-dialog.tsx';
import { DeleteDialog, ToggleDialog } from '../components/product-confirmations.tsx';
import {
  NO_FILTER,
  type ProductFilter,
  ProductFilters,
  passesFilter,
} from '../components/product-filters.tsx';
import { ProductModal } from '../components/product-modal.tsx';
import { ProductsTable, StockLegend } from '../components/products-table.tsx';
import { ProposalsButton, ProposalsDialog } from '../components/proposals-dialog.tsx';
import { UndoBar } from '../components/undo-bar.tsx';

type Dialog =
  | { kind: 'create' }
  | { kind: 'adjust' }
  | { kind: 'proposals' }
  | { kind: 'edit' | 'delete' | 'toggle' | 'detail'; product: Product }
  | null;

/** Newest first, so a product just created is on the first page. */
const newestFirst = (a: Product, b: Product) => b.id - a.id;

/** /dashboard/products: SPEC §2 "Productos". */
export function ProductsPage() {
  const { data, isLoading, isError, error, refetch } = useGetAdminProductsQuery();
  const [term, setTerm] = useState('');
  const [filter, setFilter] = useState<ProductFilter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [applied, setApplied] = useState<{ ajusteId: number; count: number } | null>(null);

  const found = useMemo(() => {
    const all = [...(data ?? [])].sort(newestFirst).filter((p) => passesFilter(p, filter));
    if (term.trim() === '') return all;
    return all.filter((p) => matchesSearch([p.nombre, p.categoria, p.sku], term));
  }, [data, term, filter]);
  const pages = pageCount(found.length, PRODUCTS_PAGE_SIZE);
  const current = clampPage(page, pages); // a delete may leave the last page empty
  const rows = pageSlice(found, current, PRODUCTS_PAGE_SIZE);
  const close = () => setDialog(null);

  return (
    <div className="mx-auto w-full max-w-7xl min-w-0 px-3 py-4 sm:px-6 sm:py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-800">Productos</h1>
        <div className="flex flex-wrap gap-2">
          <CsvTools />
          <ProposalsButton onOpen={() => setDialog({ kind: 'proposals' })} />
          <button
            type="button"
            onClick={() => setDialog({ kind: 'adjust' })}
            className={secondaryButton}
          >
            Ajustar precios
          </button>
          <button
            type="button"
            onClick={() => setDialog({ kind: 'create' })}
            className={primaryButton}
          >
            <span aria-hidden className="text-lg leading-none">
              +
            </span>
            Crear nuevo producto
          </button>
        </div>
      </div>

      <div className="mt-4 flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div className="flex w-full flex-col gap-3 sm:flex-row sm:items-end lg:max-w-4xl">
          <div className="w-full sm:max-w-md">
            <label htmlFor="buscar-productos" className="sr-only">
              Buscar por nombre, categoría o SKU
            </label>
            <input
              id="buscar-productos"
              type="search"
              value={term}
              onChange={(e) => {
                setTerm(e.target.value);
                setPage(1);
              }}
              placeholder="Buscar por nombre, categoría o SKU"
              className="block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base focus:border-brand-600"
            />
          </div>
          <ProductFilters
            products={data ?? []}
            filter={filter}
            onChange={(next) => {
              setFilter(next);
              setPage(1);
            }}
          />
        </div>
        <StockLegend />
      </div>

      <div className="mt-4">
        {isLoading ? (
          <p role="status" className="rounded-xl bg-white px-4 py-10 text-center text-stone-600">
            Cargando productos…
          </p>
        ) : isError ? (
          <LoadError
            message={errorMessage(error)}
            onRetry={() => refetch()}
            className="rounded-xl bg-white px-4 py-10"
          />
        ) : (
          <ProductsTable
            products={rows}
            onDetail={(product) => setDialog({ kind: 'detail', product })}
            onEdit={(product) => setDialog({ kind: 'edit', product })}
            onDelete={(product) => setDialog({ kind: 'delete', product })}
            onToggle={(product) => setDialog({ kind: 'toggle', product })}
          />
        )}
      </div>

      {!isLoading && !isError && (
        <div className="mt-4 flex flex-col items-center gap-2">
          <Pager
            page={current}
            pages={pages}
            onPage={setPage}
            label="Paginación de productos"
            ends
          />
          <p className="text-sm text-stone-600">
            {plural(found.length, 'producto')} · página {current} de {pages}
          </p>
        </div>
      )}

      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <ProductModal product={dialog.kind === 'edit' ? dialog.product : null} onClose={close} />
      )}
      {dialog?.kind === 'adjust' && (
        <AdjustPricesDialog
          onClose={close}
          onApplied={(ajusteId, count) => {
            close();
            setApplied({ ajusteId, count });
          }}
        />
      )}
      {applied && (
        <UndoBar
          key={applied.ajusteId}
          ajusteId={applied.ajusteId}
          count={applied.count}
          onClose={() => setApplied(null)}
        />
      )}
      {dialog?.kind === 'proposals' && <ProposalsDialog onClose={close} />}
      {dialog?.kind === 'detail' && <DescriptionDialog product={dialog.product} onClose={close} />}
      {dialog?.kind === 'delete' && <DeleteDialog product={dialog.product} onClose={close} />}
      {dialog?.kind === 'toggle' && <ToggleDialog product={dialog.product} onClose={close} />}
    </div>
  );
}
