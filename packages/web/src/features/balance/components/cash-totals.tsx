import type { CashSummary } from '@feria/domain/schemas/api-types';
import { pesos } from '@feria/views/format.ts';

const FIGURES = [
  { key: 'cajaInicial', label: 'Caja inicial del balance', tone: 'text-stone-800' },
  { key: 'ingresos', label: 'Ingresos', tone: 'text-brand-700' },
  { key: 'gastos', label: 'Gastos', tone: 'text-red-700' },
  { key: 'cajaFinal', label: 'Caja final', tone: 'text-brand-800' },
] as const;

/**
 * Initial cash, income, expense and final cash (= initial + income − expense). The Balance's own
 * initial cash is named apart from a register's "Monto inicial" (the Cajas list, the arqueo).
 */
export function CashTotals({ summary }: { summary: CashSummary }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4">
      {FIGURES.map((f) => (
        <div
          key={f.key}
          className={`rounded-xl bg-white p-3 shadow-sm ring-1 ring-stone-200 sm:p-4 ${f.key === 'cajaFinal' ? 'ring-2 ring-brand-500' : ''}`}
        >
          <dt className="text-xs font-semibold tracking-wide text-stone-600 uppercase">
            {f.label}
          </dt>
          <dd className={`mt-1 text-lg font-bold tabular-nums sm:text-xl ${f.tone}`}>
            {pesos(summary[f.key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}
