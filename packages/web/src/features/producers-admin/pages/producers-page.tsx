import { PRODUCER_MSG } from '@feria/domain/messages/producers';
import type { ProductorConAcceso } from '@feria/domain/rules/portal';
import { productCount } from '@feria/domain/rules/storefront';
import type { Productor } from '@feria/domain/schemas/producer';
import { useState } from 'react';
import { useDeleteProducerMutation, useGetAllProducersQuery } from '../../../api/producers.ts';
import { ProducerPhoto } from '../../../components/producer-photo.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { dangerTextButton, primaryButton, secondaryButton } from '../../../components/ui/styles.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useRemoveAccessMutation } from '../access-api.ts';
import { AccessDialog } from '../components/access-dialog.tsx';
import { AccessLine } from '../components/access-line.tsx';
import { ProducerDialog } from '../components/producer-dialog.tsx';

type Row = Productor & ProductorConAcceso;
type Dialog =
  | { kind: 'create' }
  | { kind: 'edit' | 'delete' | 'unaccess'; producer: Row }
  | { kind: 'access'; id: number }
  | null;

const pct = (n: number) => `${n.toLocaleString('es-AR', { maximumFractionDigits: 2 })} %`;

/** /dashboard/productores (MARKET §4): list, create, edit, delete only without products. */
export function ProducersPage() {
  const producers = useGetAllProducersQuery();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [remove, removing] = useDeleteProducerMutation();
  const [unaccess, unaccessing] = useRemoveAccessMutation();
  const close = () => setDialog(null);
  // The access dialog reads its producer from the list, so it follows every change of the access.
  const accessOf =
    dialog?.kind === 'access' ? producers.data?.find((p) => p.id === dialog.id) : null;

  async function onDelete(p: Productor) {
    try {
      await remove(p.id).unwrap();
      toast.success(PRODUCER_MSG.productorEliminado);
      close();
    } catch (err) {
      toast.error(errorMessage(err));
      close();
    }
  }

  async function onUnaccess(p: Row) {
    try {
      await unaccess(p.id).unwrap();
      toast.success(`${p.nombre} ya no tiene acceso`);
    } catch (err) {
      toast.error(errorMessage(err));
    }
    setDialog({ kind: 'access', id: p.id });
  }

  return (
    <div className="mx-auto w-full max-w-6xl min-w-0 px-3 py-4 sm:px-6 sm:py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-800">Productores</h1>
        <button
          type="button"
          className={primaryButton}
          onClick={() => setDialog({ kind: 'create' })}
        >
          <span aria-hidden className="text-lg leading-none">
            +
          </span>
          Nuevo productor
        </button>
      </div>
      {producers.isError ? (
        <LoadError
          className="mt-8"
          message={errorMessage(producers.error)}
          onRetry={() => producers.refetch()}
        />
      ) : producers.isLoading ? (
        <p role="status" className="mt-4 rounded-xl bg-white px-4 py-10 text-center text-stone-600">
          Cargando productores…
        </p>
      ) : (producers.data ?? []).length === 0 ? (
        <p className="mt-4 rounded-xl bg-white px-4 py-10 text-center text-stone-600">
          Todavía no hay productores
        </p>
      ) : (
        <ul className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-3 md:grid-cols-2">
          {(producers.data ?? []).map((p) => (
            <li
              key={p.id}
              className="flex min-w-0 gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-stone-200"
            >
              <div className="w-24 shrink-0 overflow-hidden rounded-lg sm:w-32">
                <ProducerPhoto src={p.foto} nombre={p.nombre} sizes="128px" />
              </div>
              <div className="flex min-w-0 flex-1 flex-col">
                <h2 className="font-semibold break-words text-stone-900">{p.nombre}</h2>
                <p className="text-sm text-stone-600">
                  {[p.localidad, productCount(p.productos), `comisión ${pct(p.comision)}`]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                {p.contacto && <p className="truncate text-sm text-stone-600">{p.contacto}</p>}
                <AccessLine acceso={p.acceso} />
                <div className="mt-auto flex flex-wrap gap-2 pt-2">
                  <button
                    type="button"
                    className={secondaryButton}
                    aria-label={`Editar ${p.nombre}`}
                    onClick={() => setDialog({ kind: 'edit', producer: p })}
                  >
                    Editar
                  </button>
                  <button
                    type="button"
                    className={secondaryButton}
                    aria-label={`Acceso del productor ${p.nombre}`}
                    onClick={() => setDialog({ kind: 'access', id: p.id })}
                  >
                    Acceso
                  </button>
                  <button
                    type="button"
                    className={dangerTextButton}
                    aria-label={`Eliminar ${p.nombre}`}
                    disabled={p.productos > 0}
                    title={p.productos > 0 ? PRODUCER_MSG.productorConProductos : undefined}
                    onClick={() => setDialog({ kind: 'delete', producer: p })}
                  >
                    Eliminar
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {dialog?.kind === 'create' && <ProducerDialog onClose={close} />}
      {dialog?.kind === 'edit' && <ProducerDialog producer={dialog.producer} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title="¿Eliminar productor?"
          confirmLabel="Eliminar"
          danger
          busy={removing.isLoading}
          onCancel={close}
          onConfirm={() => onDelete(dialog.producer)}
        >
          Se eliminará {dialog.producer.nombre}.
        </ConfirmDialog>
      )}
      {accessOf && (
        <AccessDialog
          producer={accessOf}
          onClose={close}
          onRemove={() => setDialog({ kind: 'unaccess', producer: accessOf })}
        />
      )}
      {dialog?.kind === 'unaccess' && (
        <ConfirmDialog
          title="¿Quitar el acceso?"
          confirmLabel="Quitar acceso"
          danger
          busy={unaccessing.isLoading}
          onCancel={() => setDialog({ kind: 'access', id: dialog.producer.id })}
          onConfirm={() => onUnaccess(dialog.producer)}
        >
          {dialog.producer.acceso?.email} deja de ser el acceso de {dialog.producer.nombre}: queda
          como cuenta de cliente y sus sesiones se cierran.
        </ConfirmDialog>
      )}
    </div>
  );
}
