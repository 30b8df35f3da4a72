// What each (preparation state, cobro) pair of a sale allows (MARKET §7, §7b, §8, §10): written
// once here and read by the server, which refuses, and by the web, which offers. No literal copy
// of these pairs lives anywhere else.
import type { CobroEstado } from './cobro.ts';
import type { SaleChannel } from './pos.ts';
import { ANNULLED_STATUS, DELIVERED_STATUS, type SaleStatus } from './sale-status.ts';

export type SaleFacts = {
  canal: SaleChannel;
  estado: SaleStatus;
  cobro: CobroEstado;
};

const PREPARING: readonly SaleStatus[] = ['Pendiente', 'En preparación'];

/** Orders still to prepare: web orders Pendiente or En preparación (Control's "Por preparar"). */
export const TO_PREPARE_STATUSES: readonly SaleStatus[] = PREPARING;

/**
 * @internal Exported for its tests.
 * Control's "Por preparar" and Preparación: a web order not yet made up.
 */
export const toPrepare = (s: Pick<SaleFacts, 'canal' | 'estado'>): boolean =>
  s.canal === 'web' && PREPARING.includes(s.estado);

/** Entregas: a web order still to hand over (not yet Entregado, not annulled). */
export const toHandOver = (s: Pick<SaleFacts, 'canal' | 'estado'>): boolean =>
  s.canal === 'web' && s.estado !== DELIVERED_STATUS && s.estado !== ANNULLED_STATUS;

/** Why staff may not set a kg line's real weight (§8), or null when they may. */
export function weighRefusal(s: Pick<SaleFacts, 'estado' | 'cobro'>): 'estado' | 'cobrado' | null {
  // Being paid is the reason a stall sale (Entregado and cobrado) gives: it is checked first.
  if (s.cobro === 'cobrado') return 'cobrado';
  if (!PREPARING.includes(s.estado)) return 'estado';
  return null;
}

/** Staff may weigh a web order while it is Pendiente or En preparación and not cobrado. */
export const canWeigh = (s: Pick<SaleFacts, 'estado' | 'cobro'>): boolean =>
  weighRefusal(s) === null;

/**
 * The order page offers "Pagar con Mercado Pago", and the server takes it, while a web order
 * paid by Mercado Pago is neither annulled nor paid.
 */
export const canPayOnline = (
  s: Pick<SaleFacts, 'canal' | 'estado' | 'cobro'> & { formaPago: string },
): boolean =>
  s.canal === 'web' &&
  s.formaPago === 'mercadopago' &&
  s.estado !== ANNULLED_STATUS &&
  s.cobro === 'pendiente';

/** Why the customer may not change or cancel their order (§10), or null when they may. The
 * order of the checks is the order of the 409s. */
export function changeRefusal(
  s: SaleFacts,
  cierre: Date | null,
  now: Date,
): 'cerrado' | 'cobrado' | 'estado' | null {
  if (s.canal !== 'web' || s.estado !== 'Pendiente') return 'estado';
  if (cierre !== null && cierre.getTime() <= now.getTime()) return 'cerrado';
  if (s.cobro === 'cobrado') return 'cobrado';
  return null;
}

/** The customer may change or cancel their order: Pendiente, not cobrado, before its cierre. */
export const canChangeLines = (s: SaleFacts, cierre: Date | null, now: Date): boolean =>
  changeRefusal(s, cierre, now) === null;
