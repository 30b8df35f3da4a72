import { formatMoney, toCents } from '@feria/domain/rules/money';
import { deriveCobro, type Pago } from '@feria/domain/rules/pagos';
import { paymentLabel } from '@feria/domain/rules/payment';
import type { SaleDetail } from '@feria/domain/schemas/api-types';
import { pesos } from '@feria/views/format.ts';
import { useGetSalePagosQuery } from '../../../api/cobro.ts';

const when = (iso: string) =>
  new Date(iso).toLocaleString('es-AR', {
    timeZone: 'America/Argentina/Buenos_Aires',
    dateStyle: 'short',
    timeStyle: 'short',
  });

/** Who a record names: a staff e-mail, or the customer / Mercado Pago. */
const quienLabel = (quien: string) =>
  quien === 'mercadopago' ? 'Mercado Pago' : quien === 'cliente' ? 'Cliente' : quien;

/** A refund is money going back: written negative. */
const signedMonto = (p: Pago) => (p.tipo === 'devolucion' ? -p.monto : p.monto);

/** MARKET §7b: the sale's payment records ("Pagos"), what came in beyond the total (or, on an
 * annulled sale, what came in after the annulment), and the Mercado Pago payments partly given
 * back that staff must look at. */
export function PagosPanel({ sale }: { sale: SaleDetail }) {
  const { data: pagos, isError } = useGetSalePagosQuery(sale.id);
  if (isError) return <p className="text-sm text-red-700">No se pudieron cargar los pagos.</p>;
  if (!pagos) return null;
  const derived = deriveCobro(
    pagos.map((p) => ({ ...p, montoCents: toCents(p.monto), fecha: new Date(p.fecha) })),
    toCents(Number(sale.total)),
  );
  const revisar = pagos.some((p) => p.revisarDevolucion);
  return (
    <section aria-labelledby={`pagos-${sale.id}`} className="space-y-2">
      <h3 id={`pagos-${sale.id}`} className="font-bold text-brand-800">
        Pagos
      </h3>
      {pagos.length === 0 ? (
        <p className="text-sm text-stone-700">Sin pagos registrados.</p>
      ) : (
        <ul className="divide-y divide-stone-100 rounded-lg bg-stone-50 px-3 text-sm">
          {pagos.map((p) => (
            <li key={p.id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-1.5">
              <span className="min-w-0">
                <span className="font-semibold">
                  {p.tipo === 'devolucion' ? 'Devolución' : 'Cobro'} · {paymentLabel(p.medio)}
                </span>
                <span className="block text-stone-700">
                  {when(p.fecha)} · <span className="break-all">{quienLabel(p.quien)}</span>
                </span>
                {p.revisarDevolucion && (
                  <span className="block font-semibold text-amber-900">
                    Revisar devolución parcial
                  </span>
                )}
              </span>
              <span
                className={`shrink-0 tabular-nums font-semibold ${p.tipo === 'devolucion' ? 'text-red-800' : ''}`}
              >
                {pesos(signedMonto(p))}
              </span>
            </li>
          ))}
        </ul>
      )}
      {sale.devolver ? (
        // API.md round 5: money that came after the sale was annulled goes back to the customer.
        <p role="status" className="rounded-lg bg-red-50 px-3 py-2 font-semibold text-red-900">
          Pago recibido de una venta anulada: devolver {formatMoney(toCents(sale.devolver.monto))}
        </p>
      ) : (
        derived.deMasCents > 0 && (
          <p
            role="status"
            className="rounded-lg bg-amber-50 px-3 py-2 font-semibold text-amber-900"
          >
            Pagado de más: {formatMoney(derived.deMasCents)}
          </p>
        )
      )}
      {revisar && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Mercado Pago devolvió parte de un pago: revisá el cobro de esta venta.
        </p>
      )}
    </section>
  );
}
