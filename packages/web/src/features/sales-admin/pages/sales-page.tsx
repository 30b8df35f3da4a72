import type { FacturaFiltro } from '@feria/domain/rules/factura';
import { SALES_PAGE } from '@feria/domain/rules/pagination';
import { feriasOfSales, filterSales, NO_FILTERS } from '@feria/domain/rules/sales-filters';
import { moreSales, salesPage } from '@feria/domain/rules/sales-paging';
import { type SaleCard as Sale, searchSales } from '@feria/domain/rules/sales-search';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useShopConfig } from '../../../api/shop-config.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { secondaryButton } from '../../../components/ui/styles.ts';
import { flattenPages } from '../../../core/paged.ts';
import { useGetSalesInfiniteQuery } from '../api.ts';
import { AnnulDialog } from '../components/annul-dialog.tsx';
import { type SaleAction, SaleCard } from '../components/sale-card.tsx';
import { SaleDetailDialog } from '../components/sale-detail-dialog.tsx';
import { SaleFilters } from '../components/sale-filters.tsx';
import { StateDialog } from '../components/state-dialog.tsx';

type Open = { action: SaleAction; sale: Sale } | null;

/** /dashboard/sales (Ventas): search, the card grid 9 at a time, and each sale's dialogs. */
export function SalesPage() {
  const facturaOn = useShopConfig().data?.factura === true;
  const [factura, setFactura] = useState<FacturaFiltro | null>(null);
  const { data, isLoading, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useGetSalesInfiniteQuery(facturaOn ? factura : null);
  const loaded = useMemo(() => flattenPages(data?.pages), [data]);
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState<Open>(null);
  // Control's "Comprobantes por revisar" opens Ventas with that filter on.
  const [params] = useSearchParams();
  const [filters, setFilters] = useState(() =>
    params.get('comprobante') === 'pendiente' ? { ...NO_FILTERS, comprobante: true } : NO_FILTERS,
  );
  const ferias = useMemo(() => feriasOfSales(loaded.items), [loaded]);
  const found = useMemo(
    () => filterSales(searchSales(loaded.items, term), filters),
    [loaded, term, filters],
  );
  const filtering = filters !== NO_FILTERS || (facturaOn && factura !== null);
  // The count belongs to one list: a new search, or a sale annulled or added (the server's
  // total changes), starts again at 9; a further server page keeps the count.
  const [paging, setPaging] = useState({ term, filters, total: loaded.total, visible: SALES_PAGE });
  const sameList =
    paging.term === term && paging.filters === filters && paging.total === loaded.total;
  const visible = sameList ? paging.visible : SALES_PAGE;
  const { shown, hasMore } = salesPage(found, visible);
  const close = () => setOpen(null);
  const showMore = () => {
    const next = moreSales(visible);
    setPaging({ term, filters, total: loaded.total, visible: next });
    // The server holds more than is loaded: bring its next page.
    if (next >= found.length && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  };
  const count = term.trim() || filtering ? found.length : loaded.total;

  return (
    <div className="mx-auto max-w-6xl space-y-4 px-3 py-4 sm:px-6 sm:py-6">
      <h1 className="text-2xl font-bold text-brand-800">Ventas</h1>
      <input
        type="search"
        value={term}
        onChange={(e) => {
          setTerm(e.target.value);
          setPaging({ term: e.target.value, filters, total: loaded.total, visible: SALES_PAGE });
        }}
        placeholder="Buscar por N° venta, Cliente, Total, Fecha, Hora"
        aria-label="Buscar por N° venta, Cliente, Total, Fecha, Hora"
        className="block min-h-12 w-full rounded-lg border border-stone-300 bg-white px-3 text-base placeholder:text-sm focus:border-brand-600 sm:placeholder:text-base"
      />
      <SaleFilters
        value={filters}
        ferias={ferias}
        onChange={setFilters}
        factura={facturaOn ? { value: factura, onChange: setFactura } : undefined}
      />
      {isLoading ? (
        <p role="status" className="py-10 text-center text-stone-600">
          Cargando ventas…
        </p>
      ) : isError ? (
        <LoadError
          message="No se pudieron cargar las ventas."
          onRetry={() => refetch()}
          className="py-10"
        />
      ) : found.length === 0 ? (
        <p className="py-10 text-center text-stone-600">
          {term.trim() || filtering ? 'No se encontraron ventas' : 'Todavía no hay ventas'}
        </p>
      ) : (
        <>
          <p className="text-sm text-stone-600" aria-live="polite">
            {count === 1 ? '1 venta' : `${count} ventas`}
          </p>
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {shown.map((sale) => (
              <li key={sale.id}>
                <SaleCard sale={sale} onAction={(action, s) => setOpen({ action, sale: s })} />
              </li>
            ))}
          </ul>
          {(hasMore || hasNextPage) && (
            <div className="flex justify-center">
              <button
                type="button"
                onClick={showMore}
                disabled={isFetchingNextPage}
                className={secondaryButton}
              >
                Ver más ventas
              </button>
            </div>
          )}
        </>
      )}
      {open?.action === 'detail' && <SaleDetailDialog id={open.sale.id} onClose={close} />}
      {open?.action === 'state' && <StateDialog sale={open.sale} onClose={close} />}
      {open?.action === 'annul' && <AnnulDialog id={open.sale.id} onClose={close} />}
    </div>
  );
}
