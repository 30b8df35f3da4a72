import { useState } from 'react';
import { useShopConfig } from '../../../api/shop-config.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { primaryButton, secondaryButton } from '../../../components/ui/styles.ts';
import { flattenPages } from '../../../core/paged.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { useGetCashflowInfiniteQuery } from '../api.ts';
import { AddEntryForm } from '../components/add-entry-form.tsx';
import { CashTotals } from '../components/cash-totals.tsx';
import { EntriesTable } from '../components/entries-table.tsx';
import { ExportCsv } from '../components/export-csv.tsx';
import { FacturasDelMes } from '../components/facturas-del-mes.tsx';
import { InitialCashForm } from '../components/initial-cash-form.tsx';
import { RegisterSessions } from '../components/register-sessions.tsx';

type Open = 'entrada' | 'inicial' | null;

/** /dashboard/balance (admin): the cash box. */
export function BalancePage() {
  const pages = useGetCashflowInfiniteQuery();
  const { error, isLoading, hasNextPage, fetchNextPage, isFetchingNextPage } = pages;
  const data = pages.data?.pages[0]?.summary;
  const entries = pages.data ? flattenPages(pages.data.pages).items : [];
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const facturaOn = useShopConfig().data?.factura === true;

  return (
    <div className="mx-auto max-w-5xl space-y-4 px-3 py-4 sm:px-6 sm:py-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-brand-800">Balance</h1>
        <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto">
          <button
            type="button"
            onClick={() => setOpen('entrada')}
            disabled={!data}
            className={primaryButton}
          >
            Añadir Entrada
          </button>
          <button
            type="button"
            onClick={() => setOpen('inicial')}
            disabled={!data}
            className={secondaryButton}
          >
            Modificar Caja Inicial
          </button>
        </div>
      </div>
      {isLoading && <p className="text-stone-600">Cargando balance…</p>}
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
          {errorMessage(error, 'No se pudo cargar el balance')}
        </p>
      )}
      {data && (
        <>
          <CashTotals summary={data} />
          <EntriesTable entries={entries} />
          {hasNextPage && (
            <div className="flex justify-center">
              <button
                type="button"
                onClick={() => void fetchNextPage()}
                disabled={isFetchingNextPage}
                className={secondaryButton}
              >
                Ver más movimientos
              </button>
            </div>
          )}
          <RegisterSessions />
          <ExportCsv />
          {facturaOn && <FacturasDelMes />}
        </>
      )}
      {open === 'entrada' && (
        <Modal title="Añadir Entrada" onClose={close} width="max-w-lg">
          <AddEntryForm onDone={close} />
        </Modal>
      )}
      {open === 'inicial' && (
        <Modal title="Modificar Caja Inicial" onClose={close} width="max-w-lg">
          <InitialCashForm current={data?.cajaInicial ?? 0} onDone={close} />
        </Modal>
      )}
    </div>
  );
}
