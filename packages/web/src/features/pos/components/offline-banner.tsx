import { shopDateParts } from '@feria/domain/dates';
import { formatMoney } from '@feria/domain/money';
import { OFFLINE_MSG, type QueuedSale } from '@feria/domain/offline-queue';
import { isEmptyTicket, ticketAmounts } from '@feria/domain/pos-ticket';
import { useCallback, useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { api } from '../../../app/api.ts';
import {
  dangerButton,
  primaryButton,
  quietButton,
  secondaryButton,
} from '../../../components/ui/styles.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { useTicket, useTicketDispatch } from '../hooks/use-ticket.ts';
import { dropQueued, sendQueued } from '../offline/queue.ts';
import { useOfflineQueue, useOnline } from '../offline/use-offline.ts';

/**
 * Control's notice of the sales kept on this device (MARKET.md §3): "Sin conexión · {n} ventas
 * por enviar" while offline, "Enviar ahora" while some wait, and each refused sale under
 * "Revisar" with the server's reason, to fix ("Editar") or discard. Sends by itself when Control
 * opens and whenever the connection returns.
 */
export function OfflineBanner() {
  const online = useOnline();
  const queue = useOfflineQueue();
  const dispatch = useDispatch();
  const [sending, setSending] = useState(false);

  const sendNow = useCallback(async () => {
    setSending(true);
    try {
      const sent = await sendQueued();
      if (sent > 0) {
        dispatch(api.util.invalidateTags(['Product', 'Sale', 'Cash', 'Overview', 'Purchase']));
        toast.success(OFFLINE_MSG.enviadas);
      }
    } finally {
      setSending(false);
    }
  }, [dispatch]);

  useEffect(() => {
    if (online) void sendNow();
  }, [online, sendNow]);

  if (online && queue.length === 0) return null;
  const waiting = queue.filter((sale) => sale.estado === 'pendiente').length;
  const review = queue.filter((sale) => sale.estado === 'revisar');
  return (
    <section
      aria-label="Ventas sin enviar"
      className="space-y-3 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-300"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="status" className="font-semibold text-amber-950">
          {online ? OFFLINE_MSG.porEnviar(queue.length) : OFFLINE_MSG.sinConexion(queue.length)}
        </p>
        {waiting > 0 && (
          <button type="button" onClick={sendNow} disabled={sending} className={primaryButton}>
            Enviar ahora
          </button>
        )}
      </div>
      {review.length > 0 && (
        <ul aria-label={OFFLINE_MSG.revisar} className="space-y-2">
          {review.map((sale) => (
            <ReviewItem key={sale.key} sale={sale} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ReviewItem({ sale }: { sale: QueuedSale }) {
  const ticket = useTicket();
  const send = useTicketDispatch();
  const [confirming, setConfirming] = useState(false);
  const { total } = ticketAmounts(sale.ticket);
  const { hora } = shopDateParts(new Date(sale.creadaEn));
  const summary = `${sale.ticket.nombre} · ${formatMoney(total)} · ${hora}`;

  const edit = async () => {
    if (!isEmptyTicket(ticket)) {
      toast.error('Terminá o vaciá la orden actual antes de editar una venta guardada');
      return;
    }
    send({ type: 'load', ticket: sale.ticket });
    await dropQueued(sale.key);
  };

  return (
    <li className="rounded-lg bg-white p-3 ring-1 ring-amber-200">
      <p className="text-sm">
        <span className="mr-2 rounded bg-amber-200 px-2 py-0.5 text-xs font-bold text-amber-950 uppercase">
          {OFFLINE_MSG.revisar}
        </span>
        {summary}
      </p>
      <p className="mt-1 text-sm text-red-800">{sale.motivo}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {confirming ? (
          <>
            <button type="button" onClick={() => dropQueued(sale.key)} className={dangerButton}>
              Sí, descartar
            </button>
            <button type="button" onClick={() => setConfirming(false)} className={quietButton}>
              No
            </button>
          </>
        ) : (
          <>
            <button type="button" onClick={edit} className={secondaryButton}>
              Editar
            </button>
            <button type="button" onClick={() => setConfirming(true)} className={quietButton}>
              Descartar
            </button>
          </>
        )}
      </div>
    </li>
  );
}
