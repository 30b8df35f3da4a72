import { formatMoney } from '@feria/domain/rules/money';
import { SURCHARGE_NOTES } from '@feria/domain/rules/pos';
import { ticketAmounts } from '@feria/domain/rules/pos-ticket';
import { useTicket } from '../hooks/use-ticket.ts';

/** Subtotal, surcharge and total, recomputed on every change with the server's own rule. */
export function TicketTotals() {
  const ticket = useTicket();
  const { subtotal, recargo, total } = ticketAmounts(ticket);
  const note = ticket.formaPago ? SURCHARGE_NOTES[ticket.formaPago] : '';
  return (
    <dl aria-label="Importes" className="space-y-1 text-sm">
      <div className="flex justify-between gap-2">
        <dt className="text-stone-700">Subtotal</dt>
        <dd className="tabular-nums">{formatMoney(subtotal)}</dd>
      </div>
      <div className="flex justify-between gap-2">
        <dt className="text-stone-700">Recargo{note && ` (${note})`}</dt>
        <dd className="tabular-nums">{formatMoney(recargo)}</dd>
      </div>
      <div className="flex justify-between gap-2 border-t border-stone-200 pt-2 text-lg font-bold text-brand-800">
        <dt>Total</dt>
        <dd className="tabular-nums">{formatMoney(total)}</dd>
      </div>
    </dl>
  );
}
