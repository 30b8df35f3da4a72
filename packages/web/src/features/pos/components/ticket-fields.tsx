import {
  DELIVERY_LABELS,
  DELIVERY_METHODS,
  PAYMENT_LABELS,
  POS_PAYMENT_METHODS,
} from '@feria/domain/rules/payment';
import { useEffect, useState } from 'react';
import { useShopConfig } from '../../../api/shop-config.ts';
import { FacturaFields } from '../../../components/factura/factura-fields.tsx';
import { labelClass, largeInputClass } from '../../../components/ui/styles.ts';
import { useTicket, useTicketDispatch } from '../hooks/use-ticket.ts';

const chip =
  'relative flex min-h-12 grow cursor-pointer items-center justify-center rounded-lg border px-3 text-center text-sm font-semibold has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:ring-2 has-focus-visible:ring-brand-500 has-focus-visible:ring-offset-1';
const chipIdle = 'border-stone-300 bg-white text-stone-800 hover:border-brand-600';

/**
 * Payment and delivery as buttons one tap away (Efectivo and Retiro come chosen), and the
 * customer's name, optional at the stall.
 */
export function TicketFields({ facturaError = null }: { facturaError?: string | null }) {
  const ticket = useTicket();
  const send = useTicketDispatch();
  const facturaOn = useShopConfig().data?.factura === true;
  const [facturaOpen, setFacturaOpen] = useState(Boolean(ticket.documento));
  // The next customer starts with it folded again (the sale made empties the ticket).
  const done = ticket.items.length === 0 && !ticket.documento;
  useEffect(() => {
    if (done) setFacturaOpen(false);
  }, [done]);
  return (
    <div className="space-y-3">
      <fieldset>
        <legend className={labelClass}>Forma de pago</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {POS_PAYMENT_METHODS.map((method) => (
            <label key={method} className={`${chip} ${chipIdle}`}>
              <input
                type="radio"
                name="formaPago"
                value={method}
                checked={ticket.formaPago === method}
                onChange={() => send({ type: 'formaPago', value: method })}
                className="absolute inset-0 cursor-pointer appearance-none rounded-lg opacity-0"
              />
              {PAYMENT_LABELS[method]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className={labelClass}>Envío</legend>
        <div className="mt-1 grid grid-cols-2 gap-2">
          {DELIVERY_METHODS.map((method) => (
            <label key={method} className={`${chip} ${chipIdle}`}>
              <input
                type="radio"
                name="envio"
                value={method}
                checked={ticket.envio === method}
                onChange={() => send({ type: 'envio', value: method })}
                className="absolute inset-0 cursor-pointer appearance-none rounded-lg opacity-0"
              />
              {DELIVERY_LABELS[method]}
            </label>
          ))}
        </div>
      </fieldset>
      <label className={labelClass}>
        Nombre del cliente <span className="font-normal text-stone-700">(opcional)</span>
        <input
          type="text"
          value={ticket.nombre}
          onChange={(e) => send({ type: 'nombre', value: e.target.value })}
          autoComplete="off"
          maxLength={200}
          className={largeInputClass}
        />
      </label>
      {facturaOn && (
        // MARKET §12: out of the way of the usual sale, one tap away when a customer asks.
        <details
          open={facturaOpen || Boolean(facturaError)}
          onToggle={(e) => setFacturaOpen(e.currentTarget.open)}
          className="rounded-lg border border-stone-200 px-3 open:pb-3"
        >
          <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-brand-800">
            Factura con CUIT o DNI
          </summary>
          <FacturaFields
            id="pos-factura-documento"
            documento={ticket.documento ?? ''}
            condicionIva={ticket.condicionIva ?? ''}
            onDocumento={(value) => send({ type: 'documento', value })}
            onCondicionIva={(value) => send({ type: 'condicionIva', value })}
            error={facturaError}
          />
        </details>
      )}
    </div>
  );
}
