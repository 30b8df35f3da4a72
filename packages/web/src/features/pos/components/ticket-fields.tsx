import {
  DELIVERY_LABELS,
  DELIVERY_METHODS,
  PAYMENT_LABELS,
  POS_PAYMENT_METHODS,
} from '@feria/domain/payment';
import { labelClass, largeInputClass } from '../../../components/ui/styles.ts';
import { useTicket, useTicketDispatch } from '../hooks/use-ticket.ts';

/** Customer name, payment (all five) and delivery of the ticket. */
export function TicketFields() {
  const ticket = useTicket();
  const send = useTicketDispatch();
  return (
    <div className="grid gap-3 @sm:grid-cols-2">
      <label className={`${labelClass} @sm:col-span-2`}>
        Nombre del cliente
        <input
          type="text"
          value={ticket.nombre}
          onChange={(e) => send({ type: 'nombre', value: e.target.value })}
          autoComplete="off"
          maxLength={200}
          className={largeInputClass}
        />
      </label>
      <label className={labelClass}>
        Forma de pago
        <select
          value={ticket.formaPago}
          onChange={(e) => send({ type: 'formaPago', value: e.target.value })}
          className={largeInputClass}
        >
          <option value="">Elegí…</option>
          {POS_PAYMENT_METHODS.map((method) => (
            <option key={method} value={method}>
              {PAYMENT_LABELS[method]}
            </option>
          ))}
        </select>
      </label>
      <label className={labelClass}>
        Envío
        <select
          value={ticket.envio}
          onChange={(e) => send({ type: 'envio', value: e.target.value })}
          className={largeInputClass}
        >
          <option value="">Elegí…</option>
          {DELIVERY_METHODS.map((method) => (
            <option key={method} value={method}>
              {DELIVERY_LABELS[method]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
