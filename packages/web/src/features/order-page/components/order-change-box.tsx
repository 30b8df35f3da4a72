import { cambiarHastaText } from '@feria/domain/rules/order-change';
import type { PedidoView } from '@feria/domain/rules/order-page';
import { canChangeLines } from '@feria/domain/rules/sale-actions';
import { useState } from 'react';
import { secondaryButton } from '../../../components/ui/styles.ts';
import { CancelOrder } from './cancel-order.tsx';
import { ChangeOrderForm } from './change-order-form.tsx';

type Props = { order: PedidoView; t: string | null };

/** MARKET §10: while the order may change (sale-actions.ts decides), until when, and how. */
export function OrderChangeBox({ order, t }: Props) {
  const [editing, setEditing] = useState(false);
  const facts = { canal: 'web' as const, estado: order.estadoPago, cobro: order.cobro.estado };
  const cierre = order.cierre ? new Date(order.cierre) : null;
  if (!canChangeLines(facts, cierre, new Date())) return null;
  if (editing) return <ChangeOrderForm order={order} t={t} onClose={() => setEditing(false)} />;
  return (
    <section
      aria-label="Cambiar o cancelar el pedido"
      className="rounded-xl bg-white p-4 ring-1 ring-stone-200"
    >
      {order.cierre && <p className="font-semibold">{cambiarHastaText(order.cierre)}</p>}
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <button type="button" onClick={() => setEditing(true)} className={secondaryButton}>
          Cambiar pedido
        </button>
        <CancelOrder id={order.id} t={t} />
      </div>
    </section>
  );
}
