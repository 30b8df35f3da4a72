import { formatFixedMoney } from '@feria/domain/rules/money';
import {
  deliveryLabel,
  type PaymentMethod,
  POS_PAYMENT_METHODS,
  paymentLabel,
} from '@feria/domain/rules/payment';
import { formatCantidad } from '@feria/domain/rules/weight';
import type { PrepOrder } from '@feria/domain/schemas/ferias-api';
import { useState } from 'react';
import { useMarkDeliveredMutation, useSetCobroMutation } from '../../../api/cobro.ts';
import { WhatsappNoticeButton } from '../../../components/whatsapp-notice-button.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';

const big =
  'inline-flex min-h-14 flex-1 items-center justify-center rounded-xl px-3 text-lg font-bold disabled:opacity-60';

/** One web order at the stall: who, what, how much, and the two taps that matter — "Cobrado"
 * (then how it was paid) and "Entregado". Phone first: big targets, nothing to type. */
export function DeliveryCard({ order }: { order: PrepOrder }) {
  const [setCobro, cobro] = useSetCobroMutation();
  const [markDelivered, delivering] = useMarkDeliveredMutation();
  // 'cobro': "Cobrado" asks how; 'entrega': "Entregado" on a Sin cobrar order asks "¿Cobraste?".
  const [choosing, setChoosing] = useState<'cobro' | 'entrega' | null>(null);
  const paid = order.cobro.estado === 'cobrado';
  // The way the customer chose comes first: most pay as they said they would.
  const methods = [...POS_PAYMENT_METHODS].sort(
    (a, b) => Number(b === order.formaPago) - Number(a === order.formaPago),
  );
  const delivered = order.estadoPago === 'Entregado';

  async function charge(medio: PaymentMethod) {
    if (choosing === 'entrega') return handOver(medio);
    try {
      await setCobro({ id: order.id, cobrado: true, medio }).unwrap();
      setChoosing(null);
      toast.success(`Pedido N° ${order.id} cobrado (${paymentLabel(medio)})`);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  }

  // MARKET §2: one tap records the hand-over and, with a medio, the cobro.
  async function handOver(medio?: PaymentMethod) {
    try {
      await markDelivered(medio ? { id: order.id, medio } : { id: order.id }).unwrap();
      setChoosing(null);
      toast.success(
        medio
          ? `Pedido N° ${order.id} entregado y cobrado (${paymentLabel(medio)})`
          : `Pedido N° ${order.id} entregado${paid ? '' : ' (queda debiendo)'}`,
      );
    } catch (err) {
      toast.error(errorMessage(err));
    }
  }

  return (
    <article
      aria-label={`Pedido N° ${order.id}`}
      className={`rounded-2xl p-4 ring-1 ${delivered ? 'bg-stone-50 ring-stone-200' : 'bg-white ring-brand-200'}`}
    >
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-2xl font-extrabold text-brand-800">N° {order.id}</p>
          <p className="truncate text-lg font-semibold">{order.cliente.nombre}</p>
          <p className="text-sm text-stone-700">
            {deliveryLabel(order.envio)} · {paymentLabel(order.formaPago)} · {order.estadoPago}
          </p>
        </div>
        <div className="shrink-0 text-right">
          <p className="text-xl font-bold whitespace-nowrap">{formatFixedMoney(order.total)}</p>
          <p
            className={`mt-1 inline-block rounded-full px-3 py-1 text-sm font-bold whitespace-nowrap ${paid ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900'}`}
          >
            {paid ? `Cobrado · ${paymentLabel(order.cobro.medio)}` : 'Sin cobrar'}
          </p>
        </div>
      </header>
      <ul className="mt-2 text-base">
        {order.lineas.map((l) => (
          <li key={`${l.idProducto}-${l.nombre}`} className="border-t border-stone-100 py-1">
            <strong>{formatCantidad(l.unidad ?? 'unidad', l.cantidad)} ×</strong> {l.nombre}{' '}
            {l.medida}
          </li>
        ))}
      </ul>
      <WhatsappNoticeButton saleId={order.id} />
      {choosing && !paid && (
        <fieldset className="mt-3">
          <legend className="mb-2 font-semibold">
            {choosing === 'entrega' ? `¿Cobraste ${formatFixedMoney(order.total)}?` : '¿Cómo pagó?'}
          </legend>
          <div className="grid grid-cols-2 gap-2">
            {methods.map((m, i) => (
              <button
                key={m}
                type="button"
                disabled={cobro.isLoading || delivering.isLoading}
                onClick={() => void charge(m)}
                className={`${big} border-2 border-brand-700 bg-white text-brand-800 ${i === 0 ? 'col-span-2' : ''}`}
              >
                {paymentLabel(m)}
              </button>
            ))}
            {choosing === 'entrega' && (
              <button
                type="button"
                disabled={delivering.isLoading}
                onClick={() => void handOver()}
                className={`${big} col-span-2 border-2 border-stone-400 bg-white text-stone-800`}
              >
                Todavía no (queda debiendo)
              </button>
            )}
          </div>
        </fieldset>
      )}
      {!(paid && delivered) && (
        <div className="mt-3 flex gap-2">
          {!paid && !choosing && (
            <button
              type="button"
              onClick={() => setChoosing('cobro')}
              className={`${big} bg-amber-500 text-stone-950`}
            >
              Cobrado
            </button>
          )}
          {!delivered && choosing !== 'entrega' && (
            <button
              type="button"
              disabled={delivering.isLoading}
              onClick={() => (paid ? void handOver() : setChoosing('entrega'))}
              className={`${big} bg-brand-700 text-white`}
            >
              Entregado
            </button>
          )}
        </div>
      )}
    </article>
  );
}
