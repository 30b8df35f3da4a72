import { badgeColor } from '@feria/domain/look/status';
import { feriaOrderLine } from '@feria/domain/rules/ferias';
import { deliveryLabel, paymentLabel } from '@feria/domain/rules/payment';
import { formatCantidad } from '@feria/domain/rules/weight';
import type { PurchaseDto } from '@feria/domain/schemas/api-types';
import { pesos } from '@feria/views/format.ts';
import { useId } from 'react';
import { FacturaBox } from '../../../components/factura/factura-box.tsx';
import { Link } from '../../../components/link.tsx';
import { ItemRow } from '../../../components/ui/item-row.tsx';
import { RepeatButton } from './repeat-button.tsx';

const BADGE = {
  green: 'bg-green-100 text-green-800',
  orange: 'bg-orange-100 text-orange-800',
  yellow: 'bg-yellow-100 text-yellow-800',
} as const;

/** One purchase: date, status, payment, delivery, total and its products (SPEC §3). */
export function PurchaseCard({ purchase }: { purchase: PurchaseDto }) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="font-bold text-stone-900">
          Pedido N° {purchase.id}
        </h2>
        <span
          className={`rounded-full px-3 py-1 text-xs font-bold ${BADGE[badgeColor(purchase.estadoPago)]}`}
        >
          {purchase.estadoPago}
        </span>
      </header>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-stone-500">Fecha</dt>
          <dd className="font-medium">{purchase.fecha}</dd>
        </div>
        <div>
          <dt className="text-stone-500">Pago</dt>
          <dd className="font-medium">{paymentLabel(purchase.formaPago)}</dd>
        </div>
        <div>
          <dt className="text-stone-500">Envío</dt>
          <dd className="font-medium">{deliveryLabel(purchase.envio)}</dd>
        </div>
        <div>
          <dt className="text-stone-500">Total</dt>
          <dd className="font-bold text-brand-700">{pesos(Number(purchase.total))}</dd>
        </div>
      </dl>
      {purchase.feria && (
        <p className="mt-2 text-sm font-semibold text-stone-800">
          {feriaOrderLine(purchase.feria, purchase.envio)}
        </p>
      )}
      {purchase.estadoPago !== 'Anulado' && (
        <p className="mt-2 flex flex-wrap items-center gap-3 text-sm">
          <span
            className={`rounded-full px-3 py-1 text-xs font-bold ${purchase.cobro.estado === 'cobrado' ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900'}`}
          >
            {purchase.cobro.estado === 'cobrado' ? 'Pagado' : 'Falta pagar'}
          </span>
          {purchase.pedido && (
            <Link
              to={purchase.pedido}
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
            >
              Ver pedido
            </Link>
          )}
        </p>
      )}
      <FacturaBox
        factura={purchase.factura}
        notaCredito={purchase.notaCredito}
        verFactura={purchase.pedido ? `/api${purchase.pedido}/factura` : null}
        className="mt-2"
      />
      {/* Lines are one per product: name, brand, measure and price tell them apart. */}
      <ul className="mt-3 divide-y divide-stone-100 border-t border-stone-100">
        {purchase.lineas.map((line) => (
          <ItemRow
            key={`${line.nombre}|${line.marca}|${line.medida}|${line.precio}`}
            image={line.url}
            name={line.nombre}
            detail={[line.marca, line.medida].filter(Boolean).join(' · ')}
            aside={
              <>
                <span className="block text-stone-600">
                  Cantidad: {formatCantidad(line.unidad, line.cantidad)}
                </span>
                <span className="font-semibold">{pesos(Number(line.subtotal))}</span>
              </>
            }
            className="py-2"
            lazy
          />
        ))}
      </ul>
      <RepeatButton purchase={purchase} />
    </article>
  );
}
