// Sale status as a transition table (SPEC §4, DESIGN §3.9–3.10, MARKET §7). Anulado is final; it
// is reached by "deleting" a sale, which gives the stock back. Entregado (handed to the customer)
// only goes on to Anulado.
import { normalizeText } from './catalog.ts';

/** @internal Exported for its tests. */
export const SALE_STATUSES = [
  'Pendiente',
  'En preparación',
  'Listo',
  'Entregado',
  'Anulado',
] as const;

export type SaleStatus = (typeof SALE_STATUSES)[number];

/** A new sale starts here. */
export const INITIAL_SALE_STATUS: SaleStatus = 'Pendiente';

/** A point-of-sale sale is created here: the customer leaves with the goods (MARKET §7). */
export const DELIVERED_STATUS: SaleStatus = 'Entregado';

/** Where an annulled ("deleted") sale ends: final, out of every total, its stock given back. */
export const ANNULLED_STATUS: SaleStatus = 'Anulado';

/** The "Estado del Pedido" dialog offers these. */
export const DIALOG_STATUSES = [
  'Pendiente',
  'En preparación',
  'Listo',
  'Entregado',
] as const satisfies readonly SaleStatus[];

/** @internal Exported for its tests. */
export const TRANSITIONS: Record<SaleStatus, readonly SaleStatus[]> = {
  Pendiente: ['En preparación', 'Listo', 'Entregado', 'Anulado'],
  'En preparación': ['Pendiente', 'Listo', 'Entregado', 'Anulado'],
  Listo: ['Pendiente', 'En preparación', 'Entregado', 'Anulado'],
  Entregado: ['Anulado'],
  Anulado: [],
};

/** Lenient reading of a status from a URL: "en preparacion" → "En preparación"; else null. */
export function parseSaleStatus(value: string): SaleStatus | null {
  const wanted = normalizeText(value);
  return SALE_STATUSES.find((status) => normalizeText(status) === wanted) ?? null;
}

/**
 * Whether a sale may go from one status to another. Setting the same status again is allowed
 * (a no-op, the e-mail is still sent) except on Anulado, which never changes.
 */
export function canTransition(from: SaleStatus, to: SaleStatus): boolean {
  if (from === ANNULLED_STATUS) return false;
  return from === to || TRANSITIONS[from].includes(to);
}

/**
 * The statuses a sale may leave for `to`, by the table (not `to` itself): "Marcar todos como
 * Listo" moves the feria's orders in these.
 */
export function statusesInto(to: SaleStatus): SaleStatus[] {
  return SALE_STATUSES.filter((from) => from !== to && canTransition(from, to));
}

/** The e-mail writes the status in capitals: "PENDIENTE". */
export function mailStatusText(status: SaleStatus): string {
  return status.toLocaleUpperCase('es-AR');
}
