// The one place a stall QR sale becomes cobrado or goes back to pendiente (MARKET §11), through the
// sale's payment records (§7b, modules/cobro): the processed order's payment is a cobro record
// with its id as externoId, so the same order notified twice, or twice at once, adds one record;
// a refunded order gives back what that payment still holds.
import { QUIEN_MERCADOPAGO, standingCobros } from '@feria/domain/rules/pagos';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { sales } from '../../db/schema.ts';
import { recordAudit } from '../audit/service.ts';
import type { AuditWho } from '../audit/who.ts';
import { addPagos, lockSale, pagoFact, pagosOf } from '../cobro/records.ts';

/** The Mercado Pago order and payment behind the change, as `cobro.mercadoPago` shows them. */
export type QrPayment = { ordenId: string; pagoId: string; estado: string };

/**
 * Records the QR payment of the sale (its row locked by the caller) as a cobro of what is
 * missing, or its devolucion, and remembers the order and payment. In the caller's transaction.
 */
export async function setQrCobro(
  tx: Tx,
  saleId: number,
  cobrado: boolean,
  payment: QrPayment,
  who: AuditWho,
  now = new Date(),
): Promise<void> {
  await rememberQrPayment(tx, saleId, payment);
  const sale = await lockSale(tx, saleId);
  if (!sale) throw new Error(`La venta ${saleId} no existe`);
  const records = (await pagosOf(tx, saleId)).map(pagoFact);
  const nuevos = cobrado
    ? [{ tipo: 'cobro' as const, montoCents: sale.totalCents }]
    : standingCobros(records)
        .filter((c) => c.record.externoId === payment.pagoId)
        .map((c) => ({ tipo: 'devolucion' as const, montoCents: c.montoCents }));
  const change = await addPagos(
    tx,
    sale,
    nuevos.map((p) => ({ ...p, medio: 'qr', externoId: payment.pagoId, quien: QUIEN_MERCADOPAGO })),
    now,
  );
  if (change.before.estado === change.after.estado) return;
  const como = change.after.estado === 'cobrado' ? 'cobrada (qr)' : 'sin cobrar';
  await recordAudit(tx, { ...who, accion: 'venta.cobro', detalle: `Venta N° ${saleId}: ${como}` });
}

/**
 * A processed order paid for another amount than the sale's total (§11 → §7b): the payment is
 * still recorded (its id as externoId, once) and counts toward the sum; an underpayment alone
 * leaves the sale pendiente, an overpayment makes it cobrado with "Pagado de más".
 */
export async function recordQrAmount(
  tx: Tx,
  saleId: number,
  payment: QrPayment,
  paidCents: number,
  now = new Date(),
): Promise<void> {
  const sale = await lockSale(tx, saleId);
  if (!sale || paidCents <= 0) return;
  const pago = { tipo: 'cobro' as const, medio: 'qr', montoCents: paidCents };
  await addPagos(tx, sale, [{ ...pago, externoId: payment.pagoId, quien: QUIEN_MERCADOPAGO }], now);
}

/** `cobro.mercadoPago` of the sale: the order and payment last seen, and its status. */
export async function rememberQrPayment(tx: Tx, saleId: number, payment: QrPayment) {
  await tx
    .update(sales)
    .set({ mpOrdenId: payment.ordenId, mpPagoId: payment.pagoId, mpPagoEstado: payment.estado })
    .where(eq(sales.id, saleId));
}
