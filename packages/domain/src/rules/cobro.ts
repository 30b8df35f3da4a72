// Cobro (MARKET §7): whether a sale's money arrived, a fact apart from its preparation state.
// Every figure (Control, Preparación's takings, settlements) reads both facts, never the order
// date alone: money counts once it is cobrado, and an annulled sale never counts.
import { PAYMENT_METHODS } from './payment.ts';
import type { SaleChannel } from './pos.ts';
import {
  ANNULLED_STATUS,
  DELIVERED_STATUS,
  INITIAL_SALE_STATUS,
  type SaleStatus,
} from './sale-status.ts';

const COBRO_STATES = ['pendiente', 'cobrado'] as const;

export type CobroEstado = (typeof COBRO_STATES)[number];

/** Where `cobro` is read by anyone: the Sale answers' object (mercadoPago stays null until it is
 * built; `medio` is a payment method id and stays open to "mercadopago"). */
export type Cobro = {
  estado: CobroEstado;
  medio: string;
  fecha: string | null;
  comprobante: string | null;
  /** MARKET §11: `ordenId` is the Mercado Pago order a stall QR sale was paid through. */
  mercadoPago: { pagoId: string; estado: string; ordenId?: string } | null;
};

/** A point-of-sale sale is handed over and paid when made; a web order starts at the beginning. */
export function startOfSale(canal: SaleChannel): { estado: SaleStatus; cobro: CobroEstado } {
  return canal === 'pos'
    ? { estado: DELIVERED_STATUS, cobro: 'cobrado' }
    : { estado: INITIAL_SALE_STATUS, cobro: 'pendiente' };
}

/** Staff may mark any sale but an annulled one cobrado or back to pendiente. */
export const canChangeCobro = (estado: SaleStatus): boolean => estado !== ANNULLED_STATUS;

/** The customer may send a receipt while the order is neither annulled nor cobrado. */
export const acceptsReceipt = (estado: SaleStatus, cobro: CobroEstado): boolean =>
  estado !== ANNULLED_STATUS && cobro === 'pendiente';

/** API.md round 4: how many receipts one order takes. */
export const MAX_RECEIPTS_PER_ORDER = 3;

/** API.md round 4: only orders paid by transfer take a receipt. */
export const takesReceipts = (formaPago: string): boolean => formaPago === 'transferencia';

/** The statuses a seller may set (annulling and going back stay with the admin). */
export const SELLER_STATUSES: readonly SaleStatus[] = ['Listo', DELIVERED_STATUS];

type Fact = { canal: SaleChannel; estado: SaleStatus; cobro: CobroEstado };

/** Money that came in: cobrado and not annulled (takings, settlements). */
export const isCollected = (s: Pick<Fact, 'estado' | 'cobro'>): boolean =>
  s.cobro === 'cobrado' && s.estado !== ANNULLED_STATUS;

export type MoneyFact = Fact & { medio: string; totalCents: number };

export type Takings = {
  porMedio: Record<string, number>;
  web: number;
  puesto: number;
  total: number;
};

/** Cents collected, per payment method and per channel; sales not collected are left out. Every
 * payment method appears, at zero when nothing came in by it. */
export function takings(list: readonly MoneyFact[]): Takings {
  const porMedio: Record<string, number> = Object.fromEntries(PAYMENT_METHODS.map((m) => [m, 0]));
  let web = 0;
  let puesto = 0;
  for (const sale of list) {
    if (!isCollected(sale)) continue;
    porMedio[sale.medio] = (porMedio[sale.medio] ?? 0) + sale.totalCents;
    if (sale.canal === 'web') web += sale.totalCents;
    else puesto += sale.totalCents;
  }
  return { porMedio, web, puesto, total: web + puesto };
}
