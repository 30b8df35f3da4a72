import { formatFixedMoney } from '@feria/domain/rules/money';
import { deliveryLabel, type PaymentMethod, paymentLabel } from '@feria/domain/rules/payment';
import { formatCantidad } from '@feria/domain/rules/weight';
import type { PrepOrder } from '@feria/domain/schemas/ferias-api';
import { useState } from 'react';
import { useMarkDeliveredMutation, useSetCobroMutation } from '../../../api/cobro.ts';
import { bigButton as big, CobroChoice } from '../../../components/cobro-choice.tsx';
import { WhatsappNoticeButton } from '../../../components/whatsapp-notice-button.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';

/** One web order at the stall: who, what, how much, and the two taps that matter — "Cobrado"
 * (then how it was paid) and "Entregado". Phone first: big targets, nothing to type. */
export function DeliveryCard({ order }: { order: PrepOrder }) {
  const [setCobro, cobro] = useSetCobroMutation();
  const [markDelivered, delivering] = useMarkDeliveredMutation();
  // 'cobro': "Cobrado" asks how; 'entrega': "Entregado" on a Sin cobrar order asks "¿Cobraste?".
  const [choosing, setChoosing] = useState<'cobro' | 'entrega' | null>(null);
  const paid = order.cobro.estado === 'cobrado';
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
        <CobroChoice
          legend={
            choosing === 'entrega' ? `¿Cobraste ${formatFixedMoney(order.total)}?` : '¿Cómo pagó?'
          }
          first={order.formaPago}
          busy={cobro.isLoading || delivering.isLoading}
          onMedio={(m) => void charge(m)}
          onNotYet={choosing === 'entrega' ? () => void handOver() : undefined}
        />
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
