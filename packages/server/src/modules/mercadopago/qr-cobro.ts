// The one place a stall QR sale becomes cobrado or goes back to pendiente (MARKET §11). Kept apart
// on purpose: when the cobro becomes payment records (§7b), only this function changes.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { sales } from '../../db/schema.ts';
import type { AuditWho } from '../audit/who.ts';
import { setCobro } from '../sales/manage/cobro.ts';

/** The Mercado Pago order and payment behind the change, as `cobro.mercadoPago` shows them. */
export type QrPayment = { ordenId: string; pagoId: string; estado: string };

/**
 * Marks the sale (its row locked by the caller) cobrado with medio qr, or back to pendiente, and
 * remembers the order and payment. In the caller's transaction.
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
  const result = await setCobro(tx, saleId, { cobrado, medio: 'qr' }, who, now);
  if (!result.ok) throw new Error(`El cobro de la venta ${saleId} no cambió: ${result.reason}`);
}

/** `cobro.mercadoPago` of the sale: the order and payment last seen, and its status. */
export async function rememberQrPayment(tx: Tx, saleId: number, payment: QrPayment) {
  await tx
    .update(sales)
    .set({ mpOrdenId: payment.ordenId, mpPagoId: payment.pagoId, mpPagoEstado: payment.estado })
    .where(eq(sales.id, saleId));
}
