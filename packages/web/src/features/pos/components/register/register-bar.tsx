import { shopDateParts } from '@feria/domain/rules/dates';
import { pesos } from '@feria/views/format.ts';
import { useState } from 'react';
import { useGetCajaActualQuery } from '../../../../api/register.ts';
import { primaryButton, secondaryButton } from '../../../../components/ui/styles.ts';
import { type CloseBlocked, CloseRegisterDialog } from './close-register-dialog.tsx';
import { MovementDialog } from './movement-dialog.tsx';
import { OpenRegisterDialog } from './open-register-dialog.tsx';

type Props = { closeBlocked?: CloseBlocked | null };

type Open = 'abrir' | 'movimiento' | 'cerrar' | null;

/** Control's register bar (MARKET §2): open, move cash, count and close, one-handed on a phone. */
export function RegisterBar({ closeBlocked = null }: Props) {
  const { data: caja, isLoading, isError, refetch } = useGetCajaActualQuery();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  if (isLoading) {
    return (
      <section
        aria-label="Caja"
        className="rounded-xl bg-white p-3 text-stone-700 ring-1 ring-stone-200"
      >
        Cargando caja…
      </section>
    );
  }

  return (
    <section
      aria-label="Caja"
      className="flex flex-col gap-2 rounded-xl bg-white p-3 shadow-sm ring-1 ring-stone-200 sm:flex-row sm:items-center sm:justify-between"
    >
      {isError ? (
        <p role="alert" className="text-red-800">
          No se pudo cargar la caja.{' '}
          <button type="button" onClick={() => refetch()} className="font-semibold underline">
            Reintentar
          </button>
        </p>
      ) : caja ? (
        <>
          <p className="font-semibold text-brand-800">
            Caja abierta desde las {shopDateParts(new Date(caja.abiertaEn)).hora} · esperado{' '}
            <span className="tabular-nums">{pesos(caja.esperado)}</span>
          </p>
          <div className="grid grid-cols-2 gap-2 sm:flex">
            <button type="button" onClick={() => setOpen('movimiento')} className={secondaryButton}>
              Movimiento
            </button>
            <button type="button" onClick={() => setOpen('cerrar')} className={primaryButton}>
              Cerrar caja
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="font-semibold text-stone-700">Caja cerrada</p>
          <button type="button" onClick={() => setOpen('abrir')} className={primaryButton}>
            Abrir caja
          </button>
        </>
      )}
      {open === 'abrir' && <OpenRegisterDialog onDone={close} />}
      {open === 'movimiento' && <MovementDialog onDone={close} />}
      {open === 'cerrar' && (
        <CloseRegisterDialog caja={caja ?? null} blocked={closeBlocked} onDone={close} />
      )}
    </section>
  );
}
