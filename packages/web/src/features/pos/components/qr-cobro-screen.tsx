// MARKET §11: the QR of a stall sale filling the screen, so the customer scans it from arm's
// length; it asks the sale's cobro every 2 s and turns green "Pagado" when Mercado Pago confirms.
// Loaded only with this screen (its QR library stays out of Control's first load).
import { QR_MSG } from '@feria/domain/messages/qr-puesto';
import type { SaleQr } from '@feria/domain/schemas/api-types';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { QrCode } from '../../../components/qr-code.tsx';
import { primaryButton, secondaryButton } from '../../../components/ui/styles.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useCancelQrMutation, useGetSaleCobroQuery } from '../qr-api.ts';

type Props = { saleId: number; totalCents: number; qr: SaleQr; onClose: () => void };

export function QrCobroScreen({ saleId, totalCents, qr, onClose }: Props) {
  const cobro = useGetSaleCobroQuery(saleId, {
    pollingInterval: 2000,
    skipPollingIfUnfocused: false,
  });
  const [cancel, cancelling] = useCancelQrMutation();
  const paid = cobro.data?.estado === 'cobrado';
  const done = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (paid) done.current?.focus();
  }, [paid]);

  async function onCancel() {
    try {
      await cancel(saleId).unwrap();
      toast.success(`Venta N° ${saleId} anulada`);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error));
      cobro.refetch();
    }
  }

  return createPortal(
    <div
      role="dialog"
      aria-modal="true"
      aria-label="Cobro con QR"
      className={`fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 p-4 ${
        paid ? 'bg-brand-700 text-white' : 'bg-white text-stone-900'
      }`}
    >
      {paid ? (
        <>
          <p role="status" className="text-6xl font-extrabold">
            {QR_MSG.pagado}
          </p>
          <p className="text-xl">Venta N° {saleId}</p>
          <button
            ref={done}
            type="button"
            onClick={onClose}
            className={`${secondaryButton} min-w-48`}
          >
            Listo
          </button>
        </>
      ) : (
        <>
          <h2 className="text-center text-xl font-bold sm:text-2xl">
            {QR_MSG.escanea(totalCents)}
          </h2>
          <QrCode
            data={qr.datos}
            label={`Código QR de la venta N° ${saleId}`}
            className="aspect-square w-full max-w-[min(92vw,70vh)]"
          />
          <p className="text-sm text-stone-700" aria-live="polite">
            Esperando el pago…
          </p>
          <button
            type="button"
            onClick={onCancel}
            disabled={cancelling.isLoading}
            className={`${primaryButton} min-w-48 bg-red-700 hover:bg-red-800`}
          >
            {cancelling.isLoading ? 'Cancelando…' : QR_MSG.cancelar}
          </button>
        </>
      )}
    </div>,
    document.body,
  );
}
