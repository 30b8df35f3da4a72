import { badgeColor } from '@feria/domain/look/status';
import type { SaleStatus } from '@feria/domain/rules/sale-status';

const COLORS = {
  green: 'bg-green-100 text-green-800 ring-green-600/30',
  orange: 'bg-orange-100 text-orange-800 ring-orange-600/30',
  yellow: 'bg-yellow-100 text-yellow-800 ring-yellow-600/30',
} as const;

/** Listo green, Pendiente orange, any other yellow (SPEC §4). */
export function StatusBadge({ estado }: { estado: SaleStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ring-inset ${COLORS[badgeColor(estado)]}`}
    >
      {estado}
    </span>
  );
}
