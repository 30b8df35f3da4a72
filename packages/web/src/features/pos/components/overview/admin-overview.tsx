import { paymentLabel } from '@feria/domain/rules/payment';
import { pesos } from '@feria/views/format.ts';
import type { ReactNode } from 'react';
import { useGetOverviewQuery } from '../../../../api/overview.ts';
import { Link } from '../../../../components/link.tsx';
import { errorMessage } from '../../../../lib/errors.ts';
import { SalesChart } from './sales-chart.tsx';

function Card({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-stone-200">
      <dt className="text-xs font-semibold tracking-wide text-stone-700 uppercase">{label}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The admin's summary above the point-of-sale: sales, orders to prepare, stock, 14 days. */
export function AdminOverview() {
  const { data, error, isLoading } = useGetOverviewQuery(undefined, {
    refetchOnMountOrArgChange: true, // fresh figures each time Control opens
  });

  return (
    <section aria-labelledby="resumen-title" className="space-y-3">
      <h2 id="resumen-title" className="text-lg font-bold text-brand-800">
        Resumen
      </h2>
      {isLoading && <p className="text-sm text-stone-700">Cargando resumen…</p>}
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {errorMessage(error, 'No se pudo cargar el resumen')}
        </p>
      )}
      {data && (
        <div className="grid gap-3 lg:grid-cols-[1fr_20rem]">
          <dl className="grid grid-cols-2 gap-2 sm:gap-3">
            {/* MARKET §7: the money whose cobro happened today, never orders placed today. */}
            <Card label="Cobrado hoy">
              <span className="block text-xl font-bold text-brand-800 tabular-nums">
                {pesos(data.cobradoHoy.total)}
              </span>
              <span className="text-sm text-stone-700">
                {count(data.hoy.cantidad, 'venta', 'ventas')}
              </span>
              <ul className="mt-1 text-xs text-stone-700">
                {Object.entries(data.cobradoHoy.porMedio)
                  .filter(([, total]) => total > 0)
                  .map(([medio, total]) => (
                    <li key={medio}>
                      {paymentLabel(medio)}: {pesos(total)}
                    </li>
                  ))}
              </ul>
            </Card>
            <Card label="Esta semana">
              <span className="block text-xl font-bold text-brand-800 tabular-nums">
                {pesos(data.semana.total)}
              </span>
              <span className="text-sm text-stone-700">
                {count(data.semana.cantidad, 'venta', 'ventas')} desde el lunes
              </span>
            </Card>
            <Card label="Por preparar">
              <Link to="/dashboard/sales" className="group block min-h-11">
                <span className="block text-xl font-bold text-earth-700 tabular-nums">
                  {data.pendientes}
                </span>
                <span className="text-sm text-stone-700 group-hover:underline">
                  {data.pendientes === 1 ? 'pedido web por preparar' : 'pedidos web por preparar'}
                </span>
              </Link>
            </Card>
            {data.comprobantesPorRevisar > 0 && (
              // MARKET §7 (round 5): transfer receipts waiting on orders still Sin cobrar.
              <Card label="Comprobantes">
                <Link to="/dashboard/sales?comprobante=pendiente" className="group block min-h-11">
                  <span className="block font-semibold text-amber-800 group-hover:underline">
                    Comprobantes por revisar: {data.comprobantesPorRevisar}
                  </span>
                </Link>
              </Card>
            )}
            {data.anuladasParaDevolver > 0 && (
              // API.md round 5: money that reached annulled sales, to give back (the audit log
              // names each sale: `pago.sobre_anulada`).
              <Card label="Devoluciones">
                <span className="block font-semibold text-red-800">
                  Pagos de ventas anuladas para devolver: {data.anuladasParaDevolver}
                </span>
              </Card>
            )}
            <Card label="Stock">
              <Link to="/dashboard/products" className="group block min-h-11 text-sm">
                <span className="block font-semibold text-red-700">
                  {count(data.sinStock, 'producto', 'productos')} sin stock
                </span>
                <span className="block font-semibold text-yellow-700 group-hover:underline">
                  {count(data.pocoStock, 'producto', 'productos')} con poco stock
                </span>
              </Link>
            </Card>
          </dl>
          <figure className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-stone-200">
            <figcaption className="flex items-baseline justify-between gap-2">
              <span className="text-xs font-semibold tracking-wide text-stone-700 uppercase">
                Últimos 14 días
              </span>
              <span className="text-xs text-stone-700" aria-hidden>
                máx. {pesos(Math.max(0, ...data.dias.map((d) => d.total)))}
              </span>
            </figcaption>
            <div className="mt-2">
              <SalesChart days={data.dias} />
            </div>
          </figure>
        </div>
      )}
    </section>
  );
}
