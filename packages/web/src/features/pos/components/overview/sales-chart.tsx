import { isoDayToEs } from '@feria/domain/rules/dates';
import type { AdminOverview } from '@feria/domain/rules/overview';
import { pesos } from '@feria/views/format.ts';
import { useId } from 'react';

const W = 280;
const H = 120;
const TOP = 8;
const BASE = 100; // y of the bars' base line; day numbers go under it
const GAP = 4;

const ventas = (n: number) => `${n} ${n === 1 ? 'venta' : 'ventas'}`;

/** A sentence that says what the bars show, for people who cannot see them. */
function chartSummary(days: AdminOverview['dias']): string {
  const total = days.reduce((sum, d) => sum + d.total, 0);
  const count = days.reduce((sum, d) => sum + d.cantidad, 0);
  if (count === 0) return `Sin ventas en los últimos ${days.length} días.`;
  const best = days.reduce((a, b) => (b.total > a.total ? b : a));
  return `${ventas(count)} por ${pesos(total)} en los últimos ${days.length} días; el mejor día fue el ${isoDayToEs(best.dia)} con ${pesos(best.total)}.`;
}

/** Sales amount per day of the last 14 days as bars, today's highlighted. */
export function SalesChart({ days }: { days: AdminOverview['dias'] }) {
  const titleId = useId();
  const descId = useId();
  const max = Math.max(...days.map((d) => d.total), 0);
  const slot = W / Math.max(days.length, 1);

  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
      viewBox={`0 0 ${W} ${H}`}
      className="h-auto w-full"
    >
      <title id={titleId}>Ventas por día de los últimos {days.length} días</title>
      <desc id={descId}>{chartSummary(days)}</desc>
      <line x1={0} x2={W} y1={BASE + 0.5} y2={BASE + 0.5} className="stroke-stone-300" />
      {days.map((d, i) => {
        const height = max > 0 ? Math.max((d.total / max) * (BASE - TOP), d.total > 0 ? 2 : 0) : 0;
        const x = i * slot + GAP / 2;
        const today = i === days.length - 1;
        return (
          <g key={d.dia}>
            <title>{`${isoDayToEs(d.dia)}: ${ventas(d.cantidad)}, ${pesos(d.total)}`}</title>
            <rect
              x={x}
              y={BASE - height}
              width={slot - GAP}
              height={height}
              rx={2}
              className={today ? 'fill-earth-500' : 'fill-brand-500'}
            />
            <text
              x={x + (slot - GAP) / 2}
              y={H - 6}
              textAnchor="middle"
              className={`text-[9px] ${today ? 'fill-earth-700 font-bold' : 'fill-stone-500'}`}
            >
              {Number(d.dia.slice(8))}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
