import { shopToday } from '@feria/domain/rules/dates';
import { isFeriaOpen, pedidosHastaText, weekdayLongDate } from '@feria/domain/rules/ferias';
import { formatFixedMoney } from '@feria/domain/rules/money';
import { plural } from '@feria/domain/rules/plural';
import type { FeriaCancelled, FeriaListItem } from '@feria/domain/schemas/ferias-api';
import { useState } from 'react';
import { useGetFeriasQuery } from '../../../api/ferias-admin.ts';
import { Link } from '../../../components/link.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { primaryButton, quietButton, secondaryButton } from '../../../components/ui/styles.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { AvisarTodosDialog } from '../components/avisar-todos-dialog.tsx';
import { CancelFeriaDialog } from '../components/cancel-feria-dialog.tsx';
import { FeriaFormDialog } from '../components/feria-form-dialog.tsx';

type Dialog =
  | { kind: 'form'; feria: FeriaListItem | null }
  | { kind: 'cancel'; feria: FeriaListItem }
  | { kind: 'avisos'; feriaId: number; cancelada: boolean };

/** /dashboard/ferias (MARKET §1): upcoming ferias, then past ones; create, edit, cancel. */
export function FeriasPage() {
  usePageTitle('Ferias');
  const { data, isLoading, isError, refetch } = useGetFeriasQuery();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // MARKET §14: the Envío orders the last cancel moved past their zone's cupo.
  const [excedidos, setExcedidos] = useState<FeriaCancelled['excedidos']>([]);
  const today = shopToday();
  const all = data ?? [];
  const upcoming = all.filter((f) => f.fecha >= today).reverse();
  const past = all.filter((f) => f.fecha < today);
  const targets = (f: FeriaListItem) =>
    upcoming.filter((t) => t.id !== f.id && t.estado === 'programada');

  const list = (title: string, ferias: FeriaListItem[]) => (
    <section aria-label={title} className="space-y-2">
      <h2 className="text-lg font-bold text-brand-800">{title}</h2>
      {ferias.length === 0 && <p className="text-stone-600">No hay ferias.</p>}
      <ul className="divide-y divide-stone-200 rounded-xl bg-white ring-1 ring-stone-200">
        {ferias.map((f) => (
          <li key={f.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3">
            <div className="min-w-0 flex-1 basis-64">
              <p className="font-semibold first-letter:uppercase">
                {weekdayLongDate(f.fecha)} · {f.desde} a {f.hasta}
                {f.estado === 'cancelada' && (
                  <span className="ml-2 rounded bg-red-100 px-2 text-sm text-red-800">
                    Cancelada
                  </span>
                )}
              </p>
              <p className="text-stone-700">
                {f.lugar} <span className="text-stone-500">({f.direccion})</span>
              </p>
              <p className="text-sm text-stone-600">
                {plural(f.pedidos, 'pedido')} · {formatFixedMoney(f.total)}
              </p>
              {f.estado === 'programada' && f.fecha >= today && (
                <p className="text-sm font-medium text-stone-800">
                  {isFeriaOpen(f, new Date())
                    ? pedidosHastaText(f.cierre)
                    : `${pedidosHastaText(f.cierre)} (cerrados)`}
                </p>
              )}
            </div>
            <div className="flex flex-wrap gap-2">
              <Link to={`/dashboard/ferias/${f.id}`} className={secondaryButton}>
                Preparación
              </Link>
              {f.fecha >= today && (
                <button
                  type="button"
                  className={quietButton}
                  aria-label={`Avisar a todos: feria del ${weekdayLongDate(f.fecha)}`}
                  onClick={() =>
                    setDialog({
                      kind: 'avisos',
                      feriaId: f.id,
                      cancelada: f.estado === 'cancelada',
                    })
                  }
                >
                  Avisar a todos
                </button>
              )}
              {f.estado === 'programada' && (
                <>
                  <button
                    type="button"
                    className={quietButton}
                    onClick={() => setDialog({ kind: 'form', feria: f })}
                  >
                    Editar
                  </button>
                  <button
                    type="button"
                    className={quietButton}
                    onClick={() => setDialog({ kind: 'cancel', feria: f })}
                  >
                    Cancelar feria
                  </button>
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );

  return (
    <div className="mx-auto max-w-6xl space-y-4 px-3 py-4 sm:px-6 sm:py-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-brand-800">Ferias</h1>
        <button
          type="button"
          className={primaryButton}
          onClick={() => setDialog({ kind: 'form', feria: null })}
        >
          Nueva feria
        </button>
      </div>
      {excedidos.length > 0 && (
        <p
          role="status"
          className="rounded-lg bg-amber-50 px-3 py-2 font-semibold text-amber-900 ring-1 ring-amber-200"
        >
          Envíos por encima del cupo:{' '}
          {excedidos.map((e) => `N° ${e.saleId} (${e.zona})`).join(', ')}
        </p>
      )}
      {isError ? (
        <LoadError message="No pudimos cargar las ferias" onRetry={() => void refetch()} />
      ) : isLoading ? (
        <p aria-busy="true">Cargando…</p>
      ) : (
        <>
          {list('Próximas', upcoming)}
          {list('Pasadas', past)}
        </>
      )}
      {dialog?.kind === 'form' && (
        <FeriaFormDialog feria={dialog.feria} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'cancel' && (
        <CancelFeriaDialog
          feria={dialog.feria}
          targets={targets(dialog.feria)}
          onClose={() => setDialog(null)}
          onMoved={(feriaId, over) => {
            setExcedidos(over);
            setDialog({ kind: 'avisos', feriaId, cancelada: true });
          }}
        />
      )}
      {dialog?.kind === 'avisos' && (
        <AvisarTodosDialog
          feriaId={dialog.feriaId}
          cancelada={dialog.cancelada}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
