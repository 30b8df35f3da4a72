import { feriaOrderLine } from '@feria/domain/rules/ferias';
import { formatFixedMoney } from '@feria/domain/rules/money';
import { deliveryLabel, paymentLabel } from '@feria/domain/rules/payment';
import { formatCantidad } from '@feria/domain/rules/weight';
import { useParams, useSearchParams } from 'react-router';
import { useGetPedidoQuery } from '../../../api/pedido.ts';
import { BolsonContenido } from '../../../components/bolson-contenido.tsx';
import { FacturaBox } from '../../../components/factura/factura-box.tsx';
import { Link } from '../../../components/link.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { MercadoPagoBox, mercadoPagoPayable } from '../components/mercado-pago-box.tsx';
import { OrderChangeBox } from '../components/order-change-box.tsx';
import { TransferBox } from '../components/transfer-box.tsx';

/** /pedido/{id}?t=… (MARKET §7): the customer's own order, where they land after ordering. */
export function OrderPage() {
  usePageTitle('Tu pedido');
  const id = Number(useParams().id);
  const t = useSearchParams()[0].get('t');
  const { data: order, isLoading, isError, error } = useGetPedidoQuery({ id, t });
  const payable = order ? mercadoPagoPayable(order) : false;
  // Back from Mercado Pago, the payment's notification may come a moment later: look again.
  useGetPedidoQuery({ id, t }, { skip: !payable, pollingInterval: 5_000 });
  // MARKET §12: ARCA answers within seconds of the cobro; the invoice then shows by itself.
  const tramite =
    order?.factura?.estado === 'pendiente' || order?.notaCredito?.estado === 'pendiente';
  useGetPedidoQuery({ id, t }, { skip: !tramite, pollingInterval: 5_000 });

  if (isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="text-2xl font-bold text-brand-800">{errorMessage(error)}</h1>
        <Link to="/" className="mt-4 inline-block font-semibold text-brand-700 hover:underline">
          Volver a la tienda
        </Link>
      </div>
    );
  }
  if (isLoading || !order)
    return (
      <p aria-busy="true" className="p-4">
        Cargando…
      </p>
    );
  const paid = order.cobro.estado === 'cobrado';
  const where = order.feria ? feriaOrderLine(order.feria, order.envio) : null;
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-5">
      <div>
        <h1 data-key-fact className="text-2xl font-bold text-brand-800">
          Pedido N° {order.id}
        </h1>
        <p className="text-stone-600">
          {order.fecha} · {deliveryLabel(order.envio)} · {paymentLabel(order.formaPago)}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <span className="rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-800 ring-1 ring-brand-200">
          Estado: {order.estadoPago}
        </span>
        <span
          className={`rounded-full px-3 py-1 font-semibold ${paid ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900'}`}
        >
          {paid ? 'Pagado' : 'Falta pagar'}
        </span>
      </div>
      {order.pesado && (
        <p
          role="status"
          className="rounded-xl bg-amber-50 p-4 font-semibold text-amber-950 ring-1 ring-amber-200"
        >
          {order.pesado}
        </p>
      )}
      {where && (
        <p className="rounded-xl bg-white p-4 text-lg font-semibold ring-1 ring-stone-200">
          {where}
        </p>
      )}
      {!where && order.envio === 'envio' && order.cliente.direccion && (
        <p className="rounded-xl bg-white p-4 ring-1 ring-stone-200">
          Envío a {order.cliente.direccion}
        </p>
      )}
      <section aria-labelledby="detalle" className="rounded-xl bg-white p-4 ring-1 ring-stone-200">
        <h2 id="detalle" className="text-lg font-bold text-brand-800">
          Detalle
        </h2>
        <ul className="mt-2">
          {order.lineas.map((l) => (
            <li
              key={`${l.nombre}-${l.medida}`}
              className="flex justify-between gap-3 border-t border-stone-100 py-2"
            >
              <span>
                <strong>{formatCantidad(l.unidad, l.cantidad)} ×</strong> {l.nombre} {l.medida}{' '}
                <span className="text-stone-500">({l.marca})</span>
              </span>
              <span className="whitespace-nowrap">{formatFixedMoney(l.subtotal)}</span>
            </li>
          ))}
        </ul>
        {Number(order.recargo) > 0 && (
          <p className="flex justify-between border-t border-stone-200 pt-2">
            <span>Recargo</span> <span>{formatFixedMoney(order.recargo)}</span>
          </p>
        )}
        {Number(order.envioCosto) > 0 && (
          <p className="flex justify-between border-t border-stone-200 pt-2">
            <span>Envío {order.zona}</span> <span>{formatFixedMoney(order.envioCosto)}</span>
          </p>
        )}
        <p className="flex justify-between border-t border-stone-200 pt-2 text-lg font-bold">
          <span>Total</span> <span>{formatFixedMoney(order.total)}</span>
        </p>
      </section>
      <BolsonContenido
        contenido={order.contenido}
        className="rounded-xl bg-white p-4 ring-1 ring-stone-200"
      />
      <FacturaBox
        factura={order.factura}
        notaCredito={order.notaCredito}
        verFactura={`/api/pedido/${order.id}/factura${t ? `?t=${encodeURIComponent(t)}` : ''}`}
        className="rounded-xl bg-white p-4 ring-1 ring-stone-200"
      />
      <OrderChangeBox order={order} t={t} />
      {order.formaPago === 'transferencia' && !paid && order.estadoPago !== 'Anulado' && (
        <TransferBox order={order} t={t} total={formatFixedMoney(order.total)} />
      )}
      {payable && <MercadoPagoBox id={order.id} t={t} />}
    </div>
  );
}
