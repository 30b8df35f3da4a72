// QR de Mercado Pago en el puesto (MARKET §11): which stall sale waits for a Mercado Pago order,
// what that order's body says, and what an order read back from Mercado Pago does to the sale.
// Pure: the server makes the calls.
import { centsToFixed, pesosToCents } from './money.ts';
import { deriveCobro, hasRecord, type PagoFact, standingCobros } from './pagos.ts';
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

/** The sale an order names, as the rule needs it; its cobro comes from its records. */
export type QrSaleFacts = {
  canal: SaleChannel;
  formaPago: string;
  estado: SaleStatus;
  totalCents: number;
};

export type QrDecision =
  | {
      kind: 'cobro';
      pagoId: string;
      /** What the order says was paid: the record's amount, whatever the total. */
      montoCents: number;
      /** Paid other than what was missing ("Pagado de más", or still short): audited. */
      monto: boolean;
      /** The sale was already cobrado: money twice, audited. */
      duplicado: boolean;
    }
  | { kind: 'devolucion'; pagoId: string; montoCents: number }
  | { kind: 'nada' };

/**
 * What an order does to its sale, decided on the sale's payment records (§7b) as Checkout Pro's
 * payments are: processed → one cobro of what was paid (once per payment; over the total it is
 * cobrado with "Pagado de más", under it stays pendiente); refunded → a devolucion of what that
 * payment still holds; expired, canceled and anything else → nothing (the seller decides). Only a
 * stall sale with medio qr; an annulled one is qr-annulled's.
 */
export function decideQrOrder(
  order: MpOrder,
  sale: QrSaleFacts,
  records: readonly PagoFact[],
): QrDecision {
  if (sale.canal !== 'pos' || sale.formaPago !== 'qr') return { kind: 'nada' };
  if (sale.estado === ANNULLED_STATUS) return { kind: 'nada' };
  const pagoId = order.pagoId ?? order.id;
  if (order.status === 'processed') {
    if (hasRecord(records, 'cobro', pagoId)) return { kind: 'nada' };
    const paid = pesosToCents(order.totalPaidAmount);
    if (paid === null || paid <= 0) return { kind: 'nada' };
    const before = deriveCobro(records, sale.totalCents);
    const duplicado = before.estado === 'cobrado';
    const monto = !duplicado && paid !== before.faltaCents;
    return { kind: 'cobro', pagoId, montoCents: paid, monto, duplicado };
  }
  if (order.status === 'refunded') {
    const held = standingCobros(records).filter((c) => c.record.externoId === pagoId);
    const montoCents = held.reduce((sum, c) => sum + c.montoCents, 0);
    if (montoCents > 0) return { kind: 'devolucion', pagoId, montoCents };
  }
  return { kind: 'nada' };
}

/** A QR order that can no longer be paid needs no cancel. */
export const qrOrderIsOver = (status: string): boolean =>
  status === 'expired' || status === 'canceled';
