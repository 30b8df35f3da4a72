import { formatFixedMoney } from '@feria/domain/rules/money';
import { deliveryLabel, paymentLabel } from '@feria/domain/rules/payment';
import { channelLabel } from '@feria/domain/rules/sales-filters';
import type { SaleCard as Sale } from '@feria/domain/rules/sales-search';
import { waLink } from '@feria/domain/rules/whatsapp-links';
import { whatsappNumber } from '@feria/domain/rules/whatsapp-number';
import { iconButton } from '../../../components/ui/styles.ts';
import { CobroBadge } from './cobro-badge.tsx';
import { ChatIcon, DetailIcon, StateIcon, TrashIcon } from './icons.tsx';
import { StatusBadge } from './status-badge.tsx';

export type SaleAction = 'state' | 'detail' | 'annul';

type Props = { sale: Sale; onAction: (action: SaleAction, sale: Sale) => void };

/** "Venta #{id}": status, time, customer, payment, total, delivery, date and the four actions. */
export function SaleCard({ sale, onAction }: Props) {
  const titleId = `venta-${sale.id}`;
  // MARKET §13.1: the same number rule as the server's links.
  const numero = whatsappNumber(sale.celular);
  const chat = numero
    ? waLink(
        numero,
        `Hola${sale.nombre ? ` ${sale.nombre}` : ''}, te escribimos por tu pedido N° ${sale.id}.`,
      )
    : null;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-bold text-brand-800">
          Venta #{sale.id}
        </h2>
        <div className="flex items-center gap-2">
          <StatusBadge estado={sale.estadoPago} />
          <span className="text-sm text-stone-600 tabular-nums">{sale.hora}</span>
        </div>
      </header>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {/* A stall sale without a name has no Cliente line (issue 62 item 10). */}
        {sale.nombre && (
          <>
            <dt className="text-stone-600">Cliente</dt>
            <dd className="min-w-0 font-semibold break-words">{sale.nombre}</dd>
          </>
        )}
        <dt className="text-stone-600">Forma de pago</dt>
        <dd>{paymentLabel(sale.pago)}</dd>
        <dt className="text-stone-600">Total</dt>
        <dd className="font-bold tabular-nums">{formatFixedMoney(sale.total)}</dd>
        <dt className="text-stone-600">Envío</dt>
        <dd>{deliveryLabel(sale.envio)}</dd>
        <dt className="text-stone-600">Canal</dt>
        <dd>{channelLabel(sale.canal)}</dd>
        <dt className="text-stone-600">Feria</dt>
        <dd>
          {sale.feria
            ? `${sale.feria.fecha.split('-').reverse().join('/')} · ${sale.feria.lugar}`
            : 'Sin feria'}
        </dd>
        <dt className="text-stone-600">Cobro</dt>
        <dd>
          <CobroBadge cobro={sale.cobro} />
        </dd>
      </dl>
      <footer className="mt-3 flex items-center justify-between gap-2 border-t border-stone-200 pt-2">
        <span className="text-sm text-stone-600 tabular-nums">{sale.fecha}</span>
        <div className="flex items-center">
          {chat && (
            <a
              href={chat}
              target="_blank"
              rel="noreferrer"
              aria-label={`Escribir a ${sale.nombre || `el cliente de la venta #${sale.id}`} por WhatsApp`}
              title="Chat con el cliente"
              className={`${iconButton} text-green-700`}
            >
              <ChatIcon />
            </a>
          )}
          <button
            type="button"
            onClick={() => onAction('state', sale)}
            aria-label={`Cambiar estado de la venta #${sale.id}`}
            title="Cambiar estado"
            className={`${iconButton} text-stone-700`}
          >
            <StateIcon />
          </button>
          <button
            type="button"
            onClick={() => onAction('detail', sale)}
            aria-label={`Ver detalle de la venta #${sale.id}`}
            title="Ver detalle"
            className={`${iconButton} text-stone-700`}
          >
            <DetailIcon />
          </button>
          <button
            type="button"
            onClick={() => onAction('annul', sale)}
            aria-label={`Anular venta #${sale.id}`}
            title="Anular venta"
            className={`${iconButton} text-red-700`}
          >
            <TrashIcon />
          </button>
        </div>
      </footer>
    </article>
  );
}
