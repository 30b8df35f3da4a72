// QR de Mercado Pago en el puesto (MARKET §11): which stall sale waits for a Mercado Pago order,
// what that order's body says, and what an order read back from Mercado Pago does to the sale.
// Pure: the server makes the calls.
import type { CobroEstado } from './cobro.ts';
import { centsToFixed, pesosToCents } from './money.ts';
import type { SaleChannel } from './pos.ts';
import { ANNULLED_STATUS, type SaleStatus } from './sale-status.ts';

/** How long a QR order can be paid (ISO 8601 duration, as the Orders API takes it). */
const QR_EXPIRATION = 'PT10M';
const QR_EXPIRATION_MS = 10 * 60 * 1000;

/** A stall "QR" sale is created cobro pendiente when the stall charges QR by itself (online or
 * queued offline against the printed QR); without it, QR is cobrado when made, as before. */
export const qrWaitsForPayment = (
  sale: { canal: SaleChannel; formaPago: string },
  qrPuesto: boolean,
): boolean => qrPuesto && sale.canal === 'pos' && sale.formaPago === 'qr';

/** Only a sale made online gets a Mercado Pago order: a queued one (it carries `creadaEn`) was
 * paid against the printed static QR. */
export const qrNeedsOrder = (
  sale: { canal: SaleChannel; formaPago: string; creadaEn?: string | undefined },
  qrPuesto: boolean,
): boolean => qrWaitsForPayment(sale, qrPuesto) && sale.creadaEn === undefined;

export type QrOrderBody = {
  type: 'qr';
  external_reference: string;
  total_amount: string;
  description: string;
  expiration_time: string;
  config: { qr: { external_pos_id: string; mode: 'dynamic' } };
  transactions: { payments: { amount: string }[] };
};

/** `POST /v1/orders` for a sale: its exact total with two decimals, as MARKET §11 writes it. */
export function qrOrderBody(saleId: number, totalCents: number, posId: string): QrOrderBody {
  const amount = centsToFixed(totalCents);
  return {
    type: 'qr',
    external_reference: String(saleId),
    total_amount: amount,
    description: `Venta #${saleId}`,
    expiration_time: QR_EXPIRATION,
    config: { qr: { external_pos_id: posId, mode: 'dynamic' } },
    transactions: { payments: [{ amount }] },
  };
}

/** When a QR order made at `now` stops being payable (ISO). */
export const qrExpiry = (now: Date): string =>
  new Date(now.getTime() + QR_EXPIRATION_MS).toISOString();

/** An order as `GET /v1/orders/{id}` answers it (the fields Feria reads). */
export type MpOrder = {
  id: string;
  status: string;
  externalReference: string | null;
  /** Pesos as Mercado Pago writes them ("1234.50"); null when absent. */
  totalPaidAmount: string | number | null;
  /** `transactions.payments[0].id`. */
  pagoId: string | null;
};

/** The sale an order names, as the rule needs it. */
export type QrSaleFacts = {
  canal: SaleChannel;
  formaPago: string;
  estado: SaleStatus;
  cobro: CobroEstado;
  totalCents: number;
  /** `cobro.mercadoPago` as stored. */
  pagoId: string | null;
  pagoEstado: string | null;
};

export type QrDecision =
  | { kind: 'cobrar'; pagoId: string }
  | { kind: 'descobrar' }
  | { kind: 'monto'; pagadoCents: number; pagoId: string }
  | { kind: 'nada' };

/**
 * What an order does to its sale: processed for the sale's exact total → cobrado; processed for
 * another amount → stays pendiente (audited once); refunded → back to pendiente; expired, canceled
 * and anything else → nothing (the seller decides). Only a stall sale with medio qr, never an
 * annulled one; the same order seen again changes nothing.
 */
export function decideQrOrder(order: MpOrder, sale: QrSaleFacts): QrDecision {
  if (sale.canal !== 'pos' || sale.formaPago !== 'qr') return { kind: 'nada' };
  if (sale.estado === ANNULLED_STATUS) return { kind: 'nada' };
  const pagoId = order.pagoId ?? order.id;
  if (order.status === 'processed') {
    if (sale.cobro === 'cobrado') return { kind: 'nada' };
    if (sale.pagoId === pagoId && sale.pagoEstado === 'processed') return { kind: 'nada' };
    const paid = pesosToCents(order.totalPaidAmount);
    if (paid !== sale.totalCents) return { kind: 'monto', pagadoCents: paid ?? 0, pagoId };
    return { kind: 'cobrar', pagoId };
  }
  if (order.status === 'refunded' && sale.cobro === 'cobrado') {
    // Only the payment that paid it (or a cobro nobody tied to a payment) is undone.
    if (sale.pagoId === null || sale.pagoId === pagoId) return { kind: 'descobrar' };
  }
  return { kind: 'nada' };
}

/** A QR order that can no longer be paid needs no cancel. */
export const qrOrderIsOver = (status: string): boolean =>
  status === 'expired' || status === 'canceled';
