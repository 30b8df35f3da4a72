import { shopToday } from '@feria/domain/rules/dates';
import { useSearchParams } from 'react-router';
import { useGetOwnFeriasQuery, useGetOwnSalesQuery } from '../api.ts';
import {
  defaultPeriod,
  feriaOptions,
  periodFromParams,
  periodLabel,
  periodSearch,
  recentDays,
  withPeriod,
} from '../period.ts';
import { PeriodChooser } from './period-chooser.tsx';
import { SalesList } from './sales-list.tsx';
import { SettlementView } from './settlement-view.tsx';

/** "Ventas" and "Liquidación": one period for both, kept in the address; by default the latest
 * feria with their sales (of the last 90 days), else this period of days. */
export function PeriodTabs({ show }: { show: 'ventas' | 'liquidacion' }) {
  const today = shopToday();
  const recent = recentDays(today);
  const recentSales = useGetOwnSalesQuery(periodSearch(recent));
  const ahead = useGetOwnFeriasQuery().data ?? [];
  const [params, setParams] = useSearchParams();
  if (recentSales.isLoading) return <p role="status">Cargando…</p>;
  const lineas = recentSales.data?.lineas ?? [];
  const period = periodFromParams(params) ?? defaultPeriod(lineas, recent);
  const search = periodSearch(period);
  const options = feriaOptions(lineas, ahead);
  return (
    <div className="flex flex-col gap-4">
      <PeriodChooser
        period={period}
        options={options}
        today={today}
        onChange={(p) => setParams(withPeriod(params, p), { replace: true })}
      />
      {show === 'ventas' ? (
        <SalesList search={search} />
      ) : (
        <SettlementView search={search} period={periodLabel(period, options)} />
      )}
    </div>
  );
}
