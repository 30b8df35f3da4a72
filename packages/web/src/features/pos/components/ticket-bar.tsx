import { formatMoney } from '@feria/domain/money';
import { ticketAmounts } from '@feria/domain/pos-ticket';
import { useTicket } from '../hooks/use-ticket.ts';
import { TICKET_ID } from './ticket-panel.tsx';

/**
 * Where the ticket sits below the products (phone, tablet), this bar keeps the total in sight
 * while the seller scrolls the grid, and jumps to the ticket.
 */
export function TicketBar() {
  const ticket = useTicket();
  const units = ticket.items.reduce((sum, line) => sum + line.cantidad, 0);
  const { total } = ticketAmounts(ticket);
  if (units === 0) return null;
  return (
    <div className="sticky bottom-0 z-20 -mx-3 mt-3 border-t border-stone-200 bg-white/95 px-3 py-2 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur sm:mx-0 sm:rounded-t-xl sm:border-x @3xl:hidden">
      <div className="flex items-center justify-between gap-3">
        <p className="min-w-0 text-sm text-stone-700">
          <span className="block">
            {units === 1 ? '1 unidad' : `${units} unidades`} en la orden
          </span>
          <span className="text-lg font-bold text-brand-800 tabular-nums">
            Total {formatMoney(total)}
          </span>
        </p>
        <a
          href={`#${TICKET_ID}`}
          className="inline-flex min-h-11 shrink-0 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Ver orden
        </a>
      </div>
    </div>
  );
}
