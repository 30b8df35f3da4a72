import { formatMoney } from '@feria/domain/rules/money';
import { ticketAmounts } from '@feria/domain/rules/pos-ticket';
import { useTicket } from '../hooks/use-ticket.ts';

/**
 * Where there is no room for the ticket beside the products (phone, tablet), this bar stays at
 * the bottom of the screen with the units and the total, and opens "Orden Actual" in one tap.
 */
export function TicketBar({ onOpen }: { onOpen: () => void }) {
  const ticket = useTicket();
  const units = ticket.items.reduce((sum, line) => sum + line.cantidad, 0);
  const { total } = ticketAmounts(ticket);
  if (units === 0) return null;
  return (
    <div
      data-bottom-bar
      className="sticky bottom-0 z-20 -mx-3 border-t border-stone-200 bg-white/95 px-3 py-2 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur sm:mx-0 sm:rounded-t-xl sm:border-x @3xl:hidden"
    >
      <button
        type="button"
        onClick={onOpen}
        className="flex min-h-12 w-full items-center justify-between gap-3 rounded-lg bg-brand-700 px-4 text-left text-white hover:bg-brand-800"
      >
        <span className="min-w-0 text-sm">
          <span className="block">{units === 1 ? '1 unidad' : `${units} unidades`}</span>
          <span className="text-lg font-bold tabular-nums">Total {formatMoney(total)}</span>
        </span>
        <span className="shrink-0 text-base font-semibold">Ver orden</span>
      </button>
    </div>
  );
}
