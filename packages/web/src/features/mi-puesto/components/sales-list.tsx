import { isoDayToEs } from '@feria/domain/rules/dates';
import { formatCantidad } from '@feria/domain/rules/weight';
import { pesos } from '@feria/views/format.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { secondaryButton } from '../../../components/ui/styles.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { useGetOwnSalesQuery } from '../api.ts';

/** "Ventas": each line of their products in the period (nothing of the customer), the total and
 * the CSV. */
export function SalesList({ search }: { search: string }) {
  const { data, error, isFetching, refetch } = useGetOwnSalesQuery(search);
  if (error) return <LoadError message={errorMessage(error)} onRetry={refetch} />;
  if (!data) return <p role="status">Cargando…</p>;
  return (
    <section aria-label="Ventas del período" aria-busy={isFetching} className="flex flex-col gap-3">
      {data.lineas.length === 0 ? (
        <p className="rounded-xl bg-white p-4 text-center text-stone-700 ring-1 ring-stone-200">
          No hubo ventas en ese período
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {data.lineas.map((l) => (
            <li
              key={`${l.pedidoId}-${l.idProducto}-${l.producto}-${l.medida}-${l.cantidad}-${l.precio}`}
              className="rounded-xl bg-white p-3 ring-1 ring-stone-200"
            >
              <div className="flex items-baseline justify-between gap-3">
                <span className="min-w-0 font-semibold break-words text-stone-900">
                  {l.producto} <span className="font-normal text-stone-600">{l.medida}</span>
                </span>
                <span className="font-semibold whitespace-nowrap tabular-nums">
                  {pesos(l.importe)}
                </span>
              </div>
              <p className="mt-1 text-sm text-stone-700">
                {isoDayToEs(l.fecha)} · {formatCantidad(l.unidad, l.cantidad)} · Pedido #
                {l.pedidoId}
              </p>
              <p className="mt-1 text-sm text-stone-700">
                {l.cobrado ? 'Cobrado' : 'Sin cobrar'} ·{' '}
                {l.entregado ? 'Entregado' : 'Sin entregar'}
              </p>
            </li>
          ))}
        </ul>
      )}
      <p className="flex justify-between rounded-xl bg-brand-50 p-3 text-lg font-bold ring-1 ring-brand-200">
        <span>Total</span>
        <span className="tabular-nums">{pesos(data.total)}</span>
      </p>
      <a href={`/api/productor/ventas.csv?${search}`} download className={secondaryButton}>
        Descargar CSV
      </a>
    </section>
  );
}
