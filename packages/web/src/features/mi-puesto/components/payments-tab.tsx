import { isoDayToEs, shopDateParts, shopToday } from '@feria/domain/rules/dates';
import type { PagoProductor } from '@feria/domain/schemas/producer-payment';
import { pesos } from '@feria/views/format.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { useGetOwnFeriasQuery, useGetOwnPaymentsQuery, useGetOwnSalesQuery } from '../api.ts';
import {
  type FeriaOption,
  feriaOptions,
  periodLabel,
  periodSearch,
  recentDays,
} from '../period.ts';

/** The period a payment settled. */
function periodOf(pago: PagoProductor, ferias: readonly FeriaOption[]): string {
  if (pago.feriaId !== null) return periodLabel({ feriaId: pago.feriaId }, ferias);
  return pago.desde && pago.hasta
    ? periodLabel({ desde: pago.desde, hasta: pago.hasta }, ferias)
    : '';
}

/** "Pagos": what the market paid them, the latest first. */
export function PaymentsTab() {
  const { data, error, refetch } = useGetOwnPaymentsQuery();
  const recent = useGetOwnSalesQuery(periodSearch(recentDays(shopToday()))).data?.lineas ?? [];
  const ferias = feriaOptions(recent, useGetOwnFeriasQuery().data ?? []);
  if (error) return <LoadError message={errorMessage(error)} onRetry={refetch} />;
  if (!data) return <p role="status">Cargando…</p>;
  if (data.length === 0) {
    return (
      <p className="rounded-xl bg-white p-4 text-center text-stone-700 ring-1 ring-stone-200">
        Todavía no hay pagos
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-2">
      {data.map((p) => (
        <li key={p.id} className="rounded-xl bg-white p-3 ring-1 ring-stone-200">
          <div className="flex items-baseline justify-between gap-3">
            <span className="font-semibold">
              {isoDayToEs(shopDateParts(new Date(p.fecha)).dia)}
            </span>
            <span className="font-bold whitespace-nowrap tabular-nums">
              A pagar {pesos(p.aPagar)}
            </span>
          </div>
          <p className="mt-1 text-sm text-stone-700">{periodOf(p, ferias)}</p>
        </li>
      ))}
    </ul>
  );
}
