import { QR_MSG } from '@feria/domain/messages/qr-puesto';
import { matchesPosSearch, normalizeText } from '@feria/domain/rules/catalog';
import { ALL_OPTION } from '@feria/domain/rules/catalog-view';
import { formatFixedMoney, formatMoney } from '@feria/domain/rules/money';
import { stockAfterQueue } from '@feria/domain/rules/offline-queue';
import type { SaleQr } from '@feria/domain/schemas/api-types';
import { lazy, Suspense, useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { useShopConfig } from '../../../api/shop-config.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { largeInputClass } from '../../../components/ui/styles.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { useGetPosCategoriesQuery, useGetPosProductsQuery } from '../api.ts';
import { type MadeSale, useCreateSale } from '../hooks/use-create-sale.ts';
import { useOfflineQueue } from '../offline/use-offline.ts';
import { WeighDialogHost } from '../weigh/weigh-dialog.tsx';
import { pagaConCents } from './cash-change.tsx';
import { CategoryBar } from './category-bar.tsx';
import { PosProductList } from './pos-product-list.tsx';
import { SaleFactura } from './sale-factura.tsx';
import { TicketBar } from './ticket-bar.tsx';
import { TicketPanel } from './ticket-panel.tsx';

/** The line of the last sale, and its number when the server made it (for its invoice). */
type Made = { text: string; saleId: number | null };

/** MARKET §11: its QR library is loaded with this screen only, not with Control. */
const QrCobroScreen = lazy(() =>
  import('./qr-cobro-screen.tsx').then((m) => ({ default: m.QrCobroScreen })),
);

type WaitingQr = { saleId: number; totalCents: number; qr: SaleQr };

/**
 * The point of sale, fast on a phone (issue 33): the search and the categories first, a compact
 * list, and "Orden Actual" one tap away in a sheet from the bar at the bottom (beside the list
 * where there is room). After "Crear Venta" the sheet closes and the search is ready again.
 * Laid out by the space it gets (container queries), since the sidebar takes part of the screen.
 */
export function PosScreen() {
  const products = useGetPosProductsQuery();
  const categories = useGetPosCategoriesQuery();
  const [category, setCategory] = useState(ALL_OPTION);
  const [term, setTerm] = useState('');
  const deferredTerm = useDeferredValue(term);
  const queue = useOfflineQueue();
  const [sheetOpen, setSheetOpen] = useState(false);
  const [pagaCon, setPagaCon] = useState('');
  const [made, setMade] = useState<Made | null>(null);
  const [waitingQr, setWaitingQr] = useState<WaitingQr | null>(null);
  const search = useRef<HTMLInputElement>(null);
  const facturaOn = useShopConfig().data?.factura === true;

  const onMade = useCallback(
    (sale: MadeSale) => {
      const paid = pagaConCents(pagaCon);
      const vuelto = paid !== null && paid >= sale.totalCents ? paid - sale.totalCents : null;
      const what = sale.created
        ? `Última venta: N° ${sale.created.id} por ${formatFixedMoney(sale.created.total)}`
        : `Venta guardada en el teléfono por ${formatMoney(sale.totalCents)}`;
      const saleId = sale.created?.id ?? null;
      setMade({
        text: vuelto === null ? what : `${what} · Vuelto ${formatMoney(vuelto)}`,
        saleId,
      });
      const created = sale.created;
      if (created?.qr) {
        setWaitingQr({ saleId: created.id, totalCents: sale.totalCents, qr: created.qr });
      } else if (created?.cobro.estado === 'pendiente' && created.cobro.medio === 'qr') {
        // Made online, but Mercado Pago gave no QR: the sale stands, cobro pendiente.
        setMade({ text: `${what} · ${QR_MSG.noSeCreo}`, saleId });
      }
      setPagaCon('');
      setSheetOpen(false);
      setTerm('');
      // After the sheet has given the focus back to its opener: the next sale starts here.
      setTimeout(() => search.current?.focus(), 0);
    },
    [pagaCon],
  );
  const sale = useCreateSale(onMade);

  const shown = useMemo(() => {
    const wanted = normalizeText(category);
    // What the sales still on this device take is not in the server's (or the kept) stock yet.
    return stockAfterQueue(products.data ?? [], queue).filter(
      (p) =>
        (category === ALL_OPTION || normalizeText(p.categoria) === wanted) &&
        matchesPosSearch(p, deferredTerm),
    );
  }, [products.data, queue, category, deferredTerm]);

  const panel = { sale, pagaCon, onPagaCon: setPagaCon };
  // The ticket beside the list needs a container of 48rem: on a narrower window (a phone) it is
  // never shown, so it is not drawn again at every touch either (issue 36).
  const roomBeside = useMediaQuery('(min-width: 48rem)');
  return (
    <div className="@container">
      <div className="grid items-start gap-4 @3xl:grid-cols-[minmax(0,1fr)_21rem] @5xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-3">
          <input
            ref={search}
            type="search"
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            placeholder="Buscar por nombre o SKU"
            aria-label="Buscar por nombre o SKU"
            enterKeyHint="search"
            className={largeInputClass}
          />
          <CategoryBar
            categories={categories.data ?? []}
            selected={category}
            onSelect={setCategory}
          />
          {made && (
            <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">
              {made.text}
            </p>
          )}
          {facturaOn && made?.saleId && <SaleFactura key={made.saleId} saleId={made.saleId} />}
          {products.isError ? (
            <LoadError
              message="No se pudieron cargar los productos."
              onRetry={() => products.refetch()}
              className="py-10"
            />
          ) : (
            <PosProductList products={shown} loading={products.isLoading} />
          )}
          <TicketBar onOpen={() => setSheetOpen(true)} />
        </div>
        {roomBeside && (
          <TicketPanel
            {...panel}
            className="hidden @3xl:sticky @3xl:top-4 @3xl:block @3xl:max-h-[calc(100dvh-2rem)] @3xl:overflow-y-auto"
          />
        )}
      </div>
      {sheetOpen && (
        <Modal title="Orden Actual" onClose={() => setSheetOpen(false)} busy={sale.isLoading}>
          <TicketPanel {...panel} inDialog />
        </Modal>
      )}
      <WeighDialogHost />
      {waitingQr && (
        <Suspense fallback={null}>
          <QrCobroScreen {...waitingQr} onClose={() => setWaitingQr(null)} />
        </Suspense>
      )}
    </div>
  );
}
