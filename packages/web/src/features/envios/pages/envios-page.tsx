import { formatFixedMoney } from '@feria/domain/rules/money';
import type { Zona } from '@feria/domain/schemas/envios-api';
import { useState } from 'react';
import { useDeleteZonaMutation, useGetOrigenQuery, useGetZonasQuery } from '../../../api/envios.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { dangerTextButton, primaryButton, quietButton } from '../../../components/ui/styles.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { OrigenForm } from '../components/origen-form.tsx';
import { ZonaDialog } from '../components/zona-dialog.tsx';

type Dialog = { kind: 'form'; zona?: Zona } | { kind: 'delete'; zona: Zona };

/** /dashboard/envios (MARKET §14, admin): the delivery zones by barrio and the reparto's origin.
 * Without an active zone, Envío works as before (no barrio, no fee). */
export function EnviosPage() {
  usePageTitle('Envíos');
  const zonas = useGetZonasQuery();
  const origen = useGetOrigenQuery();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [remove, { isLoading: removing }] = useDeleteZonaMutation();

  async function confirmDelete(zona: Zona) {
    try {
      await remove(zona.id).unwrap();
      toast.success(`Zona ${zona.nombre} eliminada`);
      setDialog(null);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  }

  const list = zonas.data ?? [];
  return (
    <div className="mx-auto max-w-6xl space-y-4 px-3 py-4 sm:px-6 sm:py-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-brand-800">Envíos</h1>
        <button type="button" className={primaryButton} onClick={() => setDialog({ kind: 'form' })}>
          Nueva zona
        </button>
      </div>
      <section aria-labelledby="zonas-titulo" className="space-y-2">
        <h2 id="zonas-titulo" className="text-lg font-bold text-brand-800">
          Zonas
        </h2>
        {zonas.isError ? (
          <LoadError message="No pudimos cargar las zonas" onRetry={() => void zonas.refetch()} />
        ) : zonas.isLoading ? (
          <p aria-busy="true">Cargando…</p>
        ) : list.length === 0 ? (
          <p className="text-stone-600">
            No hay zonas: el envío funciona como siempre, sin barrio ni costo.
          </p>
        ) : (
          <ul className="divide-y divide-stone-200 rounded-xl bg-white ring-1 ring-stone-200">
            {list.map((z) => (
              <li key={z.id} className="flex flex-wrap items-start gap-x-4 gap-y-2 p-3">
                <div className="min-w-0 flex-1 basis-64">
                  <p className="font-semibold">
                    {z.nombre}
                    {!z.activa && (
                      <span className="ml-2 rounded bg-stone-200 px-2 text-sm text-stone-800">
                        Inactiva
                      </span>
                    )}
                  </p>
                  <p className="text-sm text-stone-700">{z.barrios.join(', ')}</p>
                  <p className="text-sm text-stone-600">
                    Envío {formatFixedMoney(z.costo)} · Mínimo {formatFixedMoney(z.minimo)} ·{' '}
                    {z.cupo === null ? 'Sin cupo' : `Cupo ${z.cupo} por feria`}
                  </p>
                </div>
                <div className="flex gap-2">
                  <button
                    type="button"
                    className={quietButton}
                    aria-label={`Editar zona ${z.nombre}`}
                    onClick={() => setDialog({ kind: 'form', zona: z })}
                  >
                    Editar
                  </button>
                  <button
                    type="button"
                    className={dangerTextButton}
                    aria-label={`Eliminar zona ${z.nombre}`}
                    onClick={() => setDialog({ kind: 'delete', zona: z })}
                  >
                    Eliminar
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      {origen.isError ? (
        <LoadError
          message="No pudimos cargar el punto de partida"
          onRetry={() => void origen.refetch()}
        />
      ) : origen.data ? (
        <OrigenForm origen={origen.data} />
      ) : (
        <p aria-busy="true">Cargando…</p>
      )}
      {dialog?.kind === 'form' && <ZonaDialog zona={dialog.zona} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title="Eliminar zona"
          confirmLabel="Eliminar"
          danger
          busy={removing}
          onCancel={() => setDialog(null)}
          onConfirm={() => void confirmDelete(dialog.zona)}
        >
          <p>
            ¿Eliminar la zona {dialog.zona.nombre}? Los pedidos ya hechos conservan su envío y su
            costo.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
