import { formatMoney, toCents } from '@feria/domain/rules/money';
import { deliveryLabel, paymentLabel } from '@feria/domain/rules/payment';
import { formatCantidad } from '@feria/domain/rules/weight';
import type { PrepOrder } from '@feria/domain/schemas/ferias-api';
import { RealWeight } from './real-weight.tsx';

const money = (fixed: string) => formatMoney(toCents(Number(fixed)));

/** "Por pedido": each order's packing list, one block per order. */
export function PrepOrders({ pedidos }: { pedidos: PrepOrder[] }) {
  return (
    <section aria-labelledby="por-pedido" className="space-y-2">
      <h2 id="por-pedido" className="text-lg font-bold text-brand-800">
        Por pedido
      </h2>
      <ul className="grid gap-2 md:grid-cols-2 print:block">
        {pedidos.map((o) => (
          <li key={o.id} className="prep-block rounded-xl bg-white p-3 ring-1 ring-stone-200">
            <h3 className="flex flex-wrap justify-between gap-2 font-bold">
              <span>Pedido N° {o.id}</span>
              <span>
                {o.estadoPago} · {o.cobro.estado === 'cobrado' ? 'Cobrado' : 'Sin cobrar'}
              </span>
            </h3>
            <p>
              {o.cliente.nombre}
              {o.cliente.celular && ` · ${o.cliente.celular}`}
            </p>
            <p className="text-sm">
              {deliveryLabel(o.envio)}
              {o.envio === 'envio' && o.cliente.direccion && `: ${o.cliente.direccion}`} ·{' '}
              {paymentLabel(o.formaPago)}
            </p>
            <ul className="mt-2 text-sm">
              {o.lineas.map((l) => (
                <li
                  key={`${l.idProducto}-${l.nombre}`}
                  className="flex flex-wrap justify-between gap-2 border-t border-stone-200 py-1"
                >
                  <span className="min-w-0 flex-1">
                    <strong>{formatCantidad(l.unidad ?? 'unidad', l.cantidad)} ×</strong> {l.nombre}{' '}
                    {l.medida} <span className="text-stone-600">({l.marca})</span>
                  </span>
                  <span className="whitespace-nowrap">{money(l.subtotal)}</span>
                  {l.unidad === 'kg' && (
                    <RealWeight
                      saleId={o.id}
                      idProducto={l.idProducto}
                      gramos={l.cantidad}
                      estado={o.estadoPago}
                    />
                  )}
                </li>
              ))}
            </ul>
            <p className="mt-1 text-right font-bold">Total {money(o.total)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
