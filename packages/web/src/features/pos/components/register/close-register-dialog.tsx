import { QR_MSG } from '@feria/domain/messages/qr-puesto';
import { toCents } from '@feria/domain/rules/money';
import { type CajaSesion, registerDifference } from '@feria/domain/rules/register';
import { fieldErrors as schemaErrors } from '@feria/domain/schemas/issues';
import { cerrarCajaSchema } from '@feria/domain/schemas/register';
import { pesos } from '@feria/views/format.ts';
import { type FormEvent, useState } from 'react';
import { useCerrarCajaMutation } from '../../../../api/register.ts';
import { Modal } from '../../../../components/ui/modal.tsx';
import { primaryButton, secondaryButton } from '../../../../components/ui/styles.ts';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { normalizeAmount } from '../../../../lib/amount-input.ts';
import { errorMessage, fieldErrors } from '../../../../lib/errors.ts';
import { toast } from '../../../../lib/toast.ts';
import { DeliveredUnpaid } from './delivered-unpaid.tsx';
import { DifferenceLine, ExpectedBreakdown, MethodTotals } from './register-figures.tsx';

/**
 * Why the register may not be closed right now (the offline queue's
 * REGISTER_MSG.hayVentasSinEnviar); the "Arqueo de caja" shows it and does not close, and
 * offers to open "Revisar" when some of those sales wait there.
 */
export type CloseBlocked = { reason: string; onOpenReview?: (() => void) | undefined };

type Props = {
  caja: CajaSesion | null;
  /** Set while the register may not close (unsent offline sales): shown, and nothing closes. */
  blocked?: CloseBlocked | null;
  onDone: () => void;
};

/** "Arqueo de caja": what the box should hold, the cash counted, the difference as it is typed. */
export function CloseRegisterDialog({ caja, blocked = null, onDone }: Props) {
  const [contado, setContado] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [closed, setClosed] = useState<CajaSesion | null>(null);
  const [cerrar, { isLoading }] = useCerrarCajaMutation();

  const parsed = cerrarCajaSchema.safeParse({ contado: normalizeAmount(contado) });
  const live =
    caja && parsed.success
      ? registerDifference(toCents(parsed.data.contado), toCents(caja.esperado))
      : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (blocked) return;
    if (!parsed.success) return setError(schemaErrors(parsed.error).contado);
    setError(undefined);
    try {
      setClosed(await cerrar(parsed.data).unwrap());
      toast.success('Caja cerrada');
    } catch (err) {
      const field = fieldErrors(err).contado;
      if (field) setError(field);
      else {
        toast.error(errorMessage(err));
        onDone();
      }
    }
  }

  if (closed) {
    return (
      <Modal title="Caja cerrada" onClose={onDone} closeButton={false}>
        <dl className="space-y-2">
          <div className="flex justify-between gap-3">
            <dt>Esperado</dt>
            <dd className="tabular-nums">{pesos(closed.esperado)}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt>Contado</dt>
            <dd className="tabular-nums">{pesos(closed.contado ?? 0)}</dd>
          </div>
          <DifferenceLine cents={toCents(closed.diferencia ?? 0)} />
        </dl>
        <button
          type="button"
          data-autofocus
          onClick={onDone}
          className={`${primaryButton} mt-4 w-full`}
        >
          Listo
        </button>
      </Modal>
    );
  }

  return (
    <Modal title="Arqueo de caja" onClose={onDone} busy={isLoading}>
      {!caja ? (
        <p role="alert">No hay una caja abierta</p>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <DeliveredUnpaid orders={caja.entregadosSinCobrar ?? []} />
          <ExpectedBreakdown caja={caja} />
          <MethodTotals porMedio={caja.porMedio} />
          {caja.qrSinConfirmar && (
            // MARKET §11: listed, not counted (the count is of cash only): it closes anyway.
            <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
              {QR_MSG.sinConfirmar(
                caja.qrSinConfirmar.cantidad,
                toCents(caja.qrSinConfirmar.total),
              )}
            </p>
          )}
          <TextField
            label="Efectivo contado"
            data-autofocus
            inputMode="decimal"
            autoComplete="off"
            value={contado}
            onChange={(e) => setContado(e.target.value)}
            error={error}
            announce
            placeholder="0,00"
          />
          <dl aria-live="polite">{live !== null && <DifferenceLine cents={live} />}</dl>
          {blocked && (
            <div className="space-y-2 rounded-lg bg-red-50 p-3">
              <p role="alert" className="font-medium text-red-800">
                {blocked.reason}
              </p>
              {blocked.onOpenReview && (
                <button
                  type="button"
                  onClick={() => {
                    onDone();
                    blocked.onOpenReview?.();
                  }}
                  className={secondaryButton}
                >
                  Abrir Revisar
                </button>
              )}
            </div>
          )}
          <div className="grid grid-cols-2 gap-2 sm:flex sm:justify-end">
            <button type="button" onClick={onDone} className={secondaryButton}>
              Cancelar
            </button>
            <button
              type="submit"
              disabled={isLoading || Boolean(blocked)}
              className={primaryButton}
            >
              {isLoading ? 'Cerrando…' : 'Confirmar cierre'}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
