// The colours of a sale's status on screen and in the e-mail (SPEC §4).
import type { SaleStatus } from '../rules/sale-status.ts';

/** Listo and Entregado green, Pendiente orange, any other yellow (SPEC §4). */
export function badgeColor(status: SaleStatus): 'green' | 'orange' | 'yellow' {
  if (status === 'Listo' || status === 'Entregado') return 'green';
  if (status === 'Pendiente') return 'orange';
  return 'yellow';
}

/** The e-mail marks Listo and Entregado green and every other status orange (SPEC §4). */
export function mailColor(status: SaleStatus): '#16a34a' | '#ea580c' {
  return status === 'Listo' || status === 'Entregado' ? '#16a34a' : '#ea580c';
}
