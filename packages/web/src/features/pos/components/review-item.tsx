import { OFFLINE_MSG } from '@feria/domain/messages/offline';
import { shopDateParts } from '@feria/domain/rules/dates';
import { formatMoney } from '@feria/domain/rules/money';
import type { QueuedSale } from '@feria/domain/rules/offline-queue';
import { isEmptyTicket, ticketAmounts } from '@feria/domain/rules/pos-ticket';
import { useState } from 'react';
import { dangerButton, quietButton, secondaryButton } from '../../../components/ui/styles.ts';
import { toast } from '../../../lib/toast.ts';
import { useTicket, useTicketDispatch } from '../hooks/use-ticket.ts';
import { dropQueued } from '../offline/queue.ts';

type Props = { sale: QueuedSale; otraPersona: string | null };

/**
 * A sale under "Revisar": refused by the server (its reason, "Editar" or "Descartar"), or made by
 * another seller on this phone ("Venta de otra persona: {nombre}"), which waits for them: this
 * seller can neither send it as theirs nor discard it.
 */
export function ReviewItem({ sale, otraPersona }: Props) {
  const ticket = useTicket();
  const send = useTicketDispatch();
  const [confirming, setConfirming] = useState(false);
  const { total } = ticketAmounts(sale.ticket);
  const { hora } = shopDateParts(new Date(sale.creadaEn));
  const summary = [sale.ticket.nombre.trim(), formatMoney(total), hora].filter(Boolean).join(' · ');

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
      {otraPersona !== null ? (
        <p className="mt-1 text-sm font-semibold text-amber-950">
          {OFFLINE_MSG.deOtraPersona(otraPersona)}
        </p>
      ) : (
        <>
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
        </>
      )}
    </li>
  );
}
