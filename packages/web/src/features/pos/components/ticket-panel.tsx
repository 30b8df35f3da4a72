import { formatMoney } from '@feria/domain/rules/money';
import { ticketAmounts } from '@feria/domain/rules/pos-ticket';
import { primaryButton, quietButton } from '../../../components/ui/styles.ts';
import type { CreateSale } from '../hooks/use-create-sale.ts';
import { useTicket, useTicketDispatch } from '../hooks/use-ticket.ts';
import { CashChange } from './cash-change.tsx';
import { TicketFields } from './ticket-fields.tsx';
import { TicketLine } from './ticket-line.tsx';
import { TicketTotals } from './ticket-totals.tsx';

type Props = {
  sale: Pick<CreateSale, 'submit' | 'isLoading' | 'shortage'> & { facturaError?: string | null };
  pagaCon: string;
  onPagaCon: (value: string) => void;
  /** Inside the "Orden Actual" sheet of a phone: the sheet already shows the title. */
  inDialog?: boolean;
  className?: string;
};

/**
 * "Orden Actual": the lines, payment and delivery, the customer, the totals, "Paga con" with the
 * change for cash, and "Crear Venta".
 */
export function TicketPanel({ sale, pagaCon, onPagaCon, inDialog = false, className = '' }: Props) {
  const ticket = useTicket();
  const send = useTicketDispatch();
  const { total } = ticketAmounts(ticket);
  return (
    <section
      aria-label="Orden Actual"
      className={`@container ${inDialog ? '' : 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200'} ${className}`}
    >
      <div className="flex items-center justify-between gap-2">
        {inDialog ? (
          <span className="text-sm text-stone-700">
            {ticket.items.length === 1 ? '1 producto' : `${ticket.items.length} productos`}
          </span>
        ) : (
          <h3 className="text-lg font-bold text-brand-800">Orden Actual</h3>
        )}
        <button
          type="button"
          onClick={() => send({ type: 'cart', action: { type: 'clear' } })}
          disabled={ticket.items.length === 0}
          className={quietButton}
        >
          Borrar todo
        </button>
      </div>
      {ticket.items.length === 0 ? (
        <p className="py-6 text-center text-sm text-stone-700">
          Tocá un producto para agregarlo a la orden.
        </p>
      ) : (
        <ul aria-label="Productos de la orden" className="mt-1">
          {ticket.items.map((line) => (
            <TicketLine
              key={line.id}
              line={line}
              shortNotice={sale.shortage?.productId === line.id ? sale.shortage.disponibles : null}
            />
          ))}
        </ul>
      )}
      <form
        className="mt-3 space-y-4 border-t border-stone-200 pt-4"
        onSubmit={(event) => {
          event.preventDefault();
          void sale.submit(total);
        }}
      >
        <TicketFields facturaError={sale.facturaError ?? null} />
        <TicketTotals />
        {ticket.formaPago === 'efectivo' && (
          <CashChange totalCents={total} value={pagaCon} onChange={onPagaCon} />
        )}
        {/* The button stays in sight at the bottom of the sheet or panel, with the total. */}
        <div
          className={`sticky -bottom-4 -mx-4 -mb-4 flex items-center gap-3 border-t border-stone-200 bg-white px-4 py-3 ${inDialog ? 'sm:-mx-6 sm:px-6' : 'rounded-b-2xl'}`}
        >
          <span className="shrink-0 text-lg font-bold text-brand-800 tabular-nums">
            {formatMoney(total)}
          </span>
          <button
            type="submit"
            disabled={sale.isLoading}
            className={`${primaryButton} min-h-12 w-full text-base`}
          >
            {sale.isLoading ? 'Creando venta…' : 'Crear Venta'}
          </button>
        </div>
      </form>
    </section>
  );
}
