import { formatMoney, toCents } from '@feria/domain/money';
import { useId } from 'react';
import { primaryButton, quietButton } from '../../../components/ui/styles.ts';
import { useCreateSale } from '../hooks/use-create-sale.ts';
import { useTicket, useTicketDispatch } from '../hooks/use-ticket.ts';
import { TicketFields } from './ticket-fields.tsx';
import { TicketLine } from './ticket-line.tsx';
import { TicketTotals } from './ticket-totals.tsx';

export const TICKET_ID = 'orden-actual';

/** "Orden Actual": the lines, the customer, payment and delivery, the totals and "Crear Venta". */
export function TicketPanel({ className = '' }: { className?: string }) {
  const titleId = useId();
  const ticket = useTicket();
  const send = useTicketDispatch();
  const { submit, isLoading, shortage, lastSale } = useCreateSale();
  return (
    <section
      id={TICKET_ID}
      aria-labelledby={titleId}
      className={`@container scroll-mt-16 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 ${className}`}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={titleId} className="text-lg font-bold text-brand-800">
          Orden Actual
        </h3>
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
        <p className="py-6 text-center text-sm text-stone-600">
          Tocá un producto para agregarlo a la orden.
        </p>
      ) : (
        <ul aria-label="Productos de la orden" className="mt-1">
          {ticket.items.map((line) => (
            <TicketLine
              key={line.id}
              line={line}
              shortNotice={shortage?.productId === line.id ? shortage.disponibles : null}
            />
          ))}
        </ul>
      )}
      <form
        className="mt-3 space-y-4 border-t border-stone-200 pt-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TicketFields />
        <TicketTotals />
        <button
          type="submit"
          disabled={isLoading}
          className={`${primaryButton} min-h-12 w-full text-base`}
        >
          {isLoading ? 'Creando venta…' : 'Crear Venta'}
        </button>
        {lastSale && (
          <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">
            Última venta: <strong>N° {lastSale.id}</strong> por{' '}
            <strong>{formatMoney(toCents(Number(lastSale.total)))}</strong>
          </p>
        )}
      </form>
    </section>
  );
}
