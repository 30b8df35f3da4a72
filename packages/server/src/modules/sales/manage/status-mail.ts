import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { ferias } from '../../../db/schema.ts';
import type { MailContext } from '../../mail/layout.ts';
import { statusChangedMail } from '../../mail/order-mails.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { toMailOrder } from '../mail-order.ts';
import type { SaleLineRow, SaleRow } from './dto.ts';

/**
 * "Actualizamos el estado de tu compra!" to the customer, queued in the transaction that changes
 * the status. A sale without a correo (most point-of-sale sales) gets none. Returns whether a
 * message was queued, so the caller can wake the mail worker after the commit.
 */
export async function queueStatusMail(
  tx: Tx,
  sale: SaleRow,
  lines: readonly SaleLineRow[],
  ctx: MailContext,
): Promise<boolean> {
  const [feria] = sale.feriaId
    ? await tx.select().from(ferias).where(eq(ferias.id, sale.feriaId))
    : [];
  const order = toMailOrder(sale, lines, feria ?? null);
  const message = statusChangedMail(order, sale.estado, ctx);
  if (!message) return false;
  await enqueueMail(tx, message);
  return true;
}
