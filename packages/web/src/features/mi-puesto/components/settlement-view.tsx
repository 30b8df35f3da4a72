import { shopDateParts } from '@feria/domain/rules/dates';
import { formatCantidad } from '@feria/domain/rules/weight';
import { pesos } from '@feria/views/format.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { secondaryButton } from '../../../components/ui/styles.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { useGetOwnSettlementQuery } from '../api.ts';
import '../print.css';

/** "28/11": the day of a payment, in Buenos Aires. */
function paidOn(iso: string): string {
  const [, mes, dia] = shopDateParts(new Date(iso)).dia.split('-');
  return `${dia}/${mes}`;
}

const percent = (n: number) => String(n).replace('.', ',');
/** What is taken off, shown with its minus (never "-$ 0,00"). */
const negative = (n: number) => (n === 0 ? 0 : -n);

/** "Liquidación": the admin's figures for them and the period, the CSV, and "Imprimir": the
 * same page on paper with "Recibí conforme", as the admin prints it (MARKET §4). */
export function SettlementView({ search, period }: { search: string; period: string }) {
  const { data, error, isFetching, refetch } = useGetOwnSettlementQuery(search);
  if (error) return <LoadError message={errorMessage(error)} onRetry={refetch} />;
  if (!data) return <p role="status">Cargando…</p>;
  return (
    <section
      aria-label="Liquidación del período"
      aria-busy={isFetching}
      className="puesto-imprimible flex flex-col gap-3"
    >
      <p className="hidden font-semibold print:block">Liquidación · {period}</p>
      {data.lineas.length > 0 && (
        <ul className="flex flex-col gap-1 rounded-xl bg-white p-3 ring-1 ring-stone-200">
          {data.lineas.map((l) => (
            <li
              key={`${l.idProducto}-${l.nombre}-${l.medida}`}
              className="flex items-baseline justify-between gap-3 border-b border-stone-100 py-1 last:border-0"
            >
              <span className="min-w-0 break-words">
                {l.nombre} {l.medida} × {formatCantidad(l.unidad ?? 'unidad', l.cantidad)}
              </span>
              <span className="whitespace-nowrap tabular-nums">{pesos(l.importe)}</span>
            </li>
          ))}
        </ul>
      )}
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-xl bg-white p-3 text-base ring-1 ring-stone-200">
        <dt>Bruto</dt>
        <dd className="text-right tabular-nums">{pesos(data.bruto)}</dd>
        <dt>Comisión ({percent(data.porcentaje)} %)</dt>
        <dd className="text-right tabular-nums">{pesos(negative(data.comision))}</dd>
        {data.yaPagado.length === 0 ? (
          <>
            <dt>Ya pagado</dt>
            <dd className="text-right tabular-nums">{pesos(0)}</dd>
          </>
        ) : (
          data.yaPagado.map((p) => (
            <div key={p.pagoId} className="contents">
              <dt>Ya pagado el {paidOn(p.fecha)}</dt>
              <dd className="text-right tabular-nums">{pesos(p.importe)}</dd>
            </div>
          ))
        )}
        <dt>A descontar</dt>
        <dd className="text-right tabular-nums">{pesos(negative(data.aDescontar))}</dd>
        <dt className="text-lg font-bold">A pagar</dt>
        <dd className="text-right text-lg font-bold tabular-nums">{pesos(data.aPagar)}</dd>
      </dl>
      <div className="no-print grid grid-cols-2 gap-2">
        <a href={`/api/productor/liquidacion.csv?${search}`} download className={secondaryButton}>
          Descargar CSV
        </a>
        <button type="button" onClick={() => window.print()} className={secondaryButton}>
          Imprimir
        </button>
      </div>
      <div className="mt-16 hidden max-w-sm print:block">
        <div className="border-t border-black pt-1 text-sm">Recibí conforme</div>
        <div className="mt-10 border-t border-black pt-1 text-sm">Aclaración y fecha</div>
      </div>
    </section>
  );
}
