// `cobro.mercadoPago` of a stall QR sale (MARKET §11): the order and payment last seen. Whether
// the sale is cobrado is its payment records' (order-notification.ts, modules/cobro).
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { sales } from '../../db/schema.ts';

/** The Mercado Pago order and payment behind the change, as `cobro.mercadoPago` shows them. */
export type QrPayment = { ordenId: string; pagoId: string; estado: string };

/** `cobro.mercadoPago` of the sale: the order and payment last seen, and its status. */
export async function rememberQrPayment(tx: Tx, saleId: number, payment: QrPayment) {
  await tx
    .update(sales)
    .set({ mpOrdenId: payment.ordenId, mpPagoId: payment.pagoId, mpPagoEstado: payment.estado })
    .where(eq(sales.id, saleId));
}
