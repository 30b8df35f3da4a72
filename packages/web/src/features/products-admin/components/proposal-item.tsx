import { formatMoney, toCents } from '@feria/domain/rules/money';
import { type Propuesta, priceChange } from '@feria/domain/rules/portal';
import { MOTIVO_MAX, rechazoBodySchema } from '@feria/domain/schemas/propuesta';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { dangerButton, primaryButton, secondaryButton } from '../../../components/ui/styles.ts';
import { TextAreaField } from '../../../components/ui/text-field.tsx';

type Props = {
  propuesta: Propuesta;
  busy: boolean;
  onAccept: () => void;
  /** Rejects with the motivo; answers the field's message when the server refused it. */
  onReject: (motivo: string) => Promise<string | null>;
};

/** One pending proposal: producer, product, current → proposed, the change, and the decision. */
export function ProposalItem({ propuesta: p, busy, onAccept, onReject }: Props) {
  const [asking, setAsking] = useState(false);
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState('');
  const motivoId = useId();
  const rejectButton = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);
  // "Rechazar" gives way to the motivo and "Cancelar" back to it: the focus follows, not lost.
  useEffect(() => {
    if (asking) document.getElementById(motivoId)?.focus();
    else if (cancelled.current) rejectButton.current?.focus();
    cancelled.current = false;
  }, [asking, motivoId]);
  const change = priceChange(p.precioActual, p.precio);
  const up = p.precio > p.precioActual;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = rechazoBodySchema.safeParse({ motivo });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? '');
    setError((await onReject(parsed.data.motivo)) ?? '');
  }

  return (
    <li className="rounded-xl bg-white p-3 ring-1 ring-stone-200">
      <h3 className="font-semibold break-words text-stone-900">{p.producto}</h3>
      <p className="text-sm text-stone-600">{p.productor.nombre}</p>
      <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-stone-800">
        <span>{formatMoney(toCents(p.precioActual))}</span>
        <span aria-hidden>→</span>
        <span className="sr-only">a</span>
        <strong>{formatMoney(toCents(p.precio))}</strong>
        {change && (
          <span className={`text-sm font-semibold ${up ? 'text-amber-800' : 'text-brand-700'}`}>
            ({change})
          </span>
        )}
      </p>
      {asking ? (
        <form noValidate onSubmit={submit} className="mt-3 flex flex-col gap-3">
          <TextAreaField
            id={motivoId}
            label="Motivo"
            rows={2}
            maxLength={MOTIVO_MAX}
            value={motivo}
            onChange={(e) => setMotivo(e.target.value)}
            error={error}
            hint="El productor lo va a ver en Mi puesto"
            announce
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button
              type="button"
              className={secondaryButton}
              disabled={busy}
              onClick={() => {
                cancelled.current = true;
                setAsking(false);
              }}
            >
              Cancelar
            </button>
            <button type="submit" className={dangerButton} disabled={busy}>
              Confirmar rechazo
            </button>
          </div>
        </form>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            className={primaryButton}
            disabled={busy}
            aria-label={`Aceptar ${p.producto}`}
            onClick={onAccept}
          >
            Aceptar
          </button>
          <button
            ref={rejectButton}
            type="button"
            className={secondaryButton}
            disabled={busy}
            aria-label={`Rechazar ${p.producto}`}
            onClick={() => setAsking(true)}
          >
            Rechazar
          </button>
        </div>
      )}
    </li>
  );
}
