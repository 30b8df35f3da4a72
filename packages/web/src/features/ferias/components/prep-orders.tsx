import { formatFixedMoney } from '@feria/domain/rules/money';
import {
  prepCustomer,
  prepDelivery,
  prepOrderState,
  prepQuantity,
} from '@feria/domain/rules/preparation-text';
import type { PrepOrder } from '@feria/domain/schemas/ferias-api';
import { memo } from 'react';
import { WhatsappNoticeButton } from '../../../components/whatsapp-notice-button.tsx';
import { useChunks } from '../../../lib/use-chunks.ts';
import { RealWeight } from './real-weight.tsx';

/** Orders drawn per task: a feria of 2,000 draws in a few dozen short tasks (use-chunks.ts). */
const CHUNK = 100;

/** "Por pedido": each order's packing list, one block per order. The list is busy until every
 * order is drawn (printing draws them all first). */
export const PrepOrders = memo(function PrepOrders({ pedidos }: { pedidos: PrepOrder[] }) {
  const shown = useChunks(pedidos.length, CHUNK);
  return (
    <section aria-labelledby="por-pedido" className="space-y-2">
      <h2 id="por-pedido" className="text-lg font-bold text-brand-800">
        Por pedido
      </h2>
      <ul aria-busy={shown < pedidos.length} className="grid gap-2 md:grid-cols-2 print:block">
        {pedidos.slice(0, shown).map((o) => (
          <OrderBlock key={o.id} order={o} />
        ))}
      </ul>
    </section>
  );
});

// Plain markup with each text in one node (a template string, not pieces): thousands of blocks
// are tens of thousands of boxes for the browser to lay out, on screen and twice more on paper
// (into the page and back). On paper a line is a block with its subtotal floated right, not a
// flex row, and the heading floats its state: page.pdf() of a feria of 2,000 orders took 10–15%
// less CPU (2.0 s instead of 2.4, on a loaded 2-core machine). (Not content-visibility: printing
// then lays out every skipped block again, 50 s instead of 35.)
const OrderBlock = memo(function OrderBlock({ order: o }: { order: PrepOrder }) {
  return (
    <li className="prep-block rounded-xl bg-white p-3 ring-1 ring-stone-200">
      <h3 className="flow-root font-bold">
        {`Pedido N° ${o.id} `}
        {o.bolson && (
          <span className="ml-1 rounded bg-brand-100 px-2 text-sm text-brand-800">Bolsón</span>
        )}
        <span className="float-right ml-2">{prepOrderState(o)}</span>
      </h3>
      <p>{prepCustomer(o)}</p>
      <p className="text-sm">{prepDelivery(o)}</p>
      <ul className="mt-2 text-sm">
        {o.lineas.map((l) => (
          <li
            key={`${l.idProducto}-${l.nombre}`}
            className="flex flex-wrap justify-between gap-2 border-t border-stone-200 py-1 print:flow-root"
          >
            <span className="min-w-0 flex-1">
              <strong>{prepQuantity(l)}</strong>
              {` ${l.nombre} ${l.medida} `}
              <span className="text-stone-600">{`(${l.marca})`}</span>
            </span>
            <span className="whitespace-nowrap print:float-right">
              {formatFixedMoney(l.subtotal)}
            </span>
            {l.unidad === 'kg' && (
              <RealWeight
                saleId={o.id}
                idProducto={l.idProducto}
                gramos={l.cantidad}
                estado={o.estadoPago}
                cobro={o.cobro.estado}
              />
            )}
          </li>
        ))}
      </ul>
      {Number(o.envioCosto) > 0 && (
        <p className="mt-1 text-right">{`Envío ${o.zona ?? ''} ${formatFixedMoney(o.envioCosto)}`}</p>
      )}
      <p className="mt-1 text-right font-bold">{`Total ${formatFixedMoney(o.total)}`}</p>
      <WhatsappNoticeButton saleId={o.id} />
    </li>
  );
});
