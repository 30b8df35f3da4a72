import { OFFLINE_MSG } from '@feria/domain/messages/offline';
import { useCallback, useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { api } from '../../../api/api-slice.ts';
import { INVALIDATES } from '../../../api/invalidates.ts';
import { primaryButton, secondaryButton } from '../../../components/ui/styles.ts';
import { toast } from '../../../lib/toast.ts';
import { sendQueued } from '../offline/queue.ts';
import { useOnline, useQueueView } from '../offline/use-offline.ts';
import { ReviewItem } from './review-item.tsx';

export const REVIEW_LIST_ID = 'ventas-para-revisar';

type Props = {
  /** The seller signed in: only their sales are sent (MARKET §3). */
  uid: string | null;
  reviewOpen: boolean;
  onReviewOpen: (open: boolean) => void;
};

/**
 * Control's notice of the sales kept on this device (MARKET §3): "Sin conexión", with how many
 * of this seller's sales wait ("1 venta por enviar"); "Enviar ahora" only while there is a
 * connection and something to send; and apart, "{n} para revisar": refused sales, and other
 * sellers' sales, which this seller cannot send. Sends by itself when Control opens and whenever
 * the connection returns. Nothing at all while online with nothing kept.
 */
export function OfflineBanner({ uid, reviewOpen, onReviewOpen }: Props) {
  const online = useOnline();
  const { porEnviar, revisar } = useQueueView(uid);
  const dispatch = useDispatch();
  const [sending, setSending] = useState(false);

  const sendNow = useCallback(async () => {
    if (!uid) return;
    setSending(true);
    try {
      const sent = await sendQueued(uid);
      if (sent > 0) {
        // The same list as a sale sent online (api/invalidates.ts): Balance, the register, stock…
        dispatch(api.util.invalidateTags([...INVALIDATES.stallSale]));
        toast.success(OFFLINE_MSG.enviadas);
      }
    } finally {
      setSending(false);
    }
  }, [dispatch, uid]);

  useEffect(() => {
    if (online) void sendNow();
  }, [online, sendNow]);

  if (online && porEnviar.length === 0 && revisar.length === 0) return null;
  const line = online
    ? OFFLINE_MSG.porEnviar(porEnviar.length)
    : OFFLINE_MSG.sinConexion(porEnviar.length);
  const showLine = !online || porEnviar.length > 0;
  return (
    <section
      aria-label="Ventas sin enviar"
      className="space-y-3 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-300"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          {showLine && (
            <p role="status" className="font-semibold text-amber-950">
              {line}
            </p>
          )}
          {revisar.length > 0 && (
            <p className="text-sm font-semibold text-red-800">
              {OFFLINE_MSG.paraRevisar(revisar.length)}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {revisar.length > 0 && (
            <button
              type="button"
              aria-expanded={reviewOpen}
              aria-controls={REVIEW_LIST_ID}
              onClick={() => onReviewOpen(!reviewOpen)}
              className={secondaryButton}
            >
              {reviewOpen ? 'Ocultar Revisar' : 'Abrir Revisar'}
            </button>
          )}
          {online && porEnviar.length > 0 && (
            <button type="button" onClick={sendNow} disabled={sending} className={primaryButton}>
              Enviar ahora
            </button>
          )}
        </div>
      </div>
      {revisar.length > 0 && reviewOpen && (
        <ul
          id={REVIEW_LIST_ID}
          aria-label={OFFLINE_MSG.revisar}
          tabIndex={-1}
          className="space-y-2"
        >
          {revisar.map(({ sale, otraPersona }) => (
            <ReviewItem key={sale.key} sale={sale} otraPersona={otraPersona} />
          ))}
        </ul>
      )}
    </section>
  );
}
