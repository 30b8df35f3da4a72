import type { SaleStatus } from '@feria/domain/sale-status';
import type { Tx } from '../../../db/client.ts';
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
  const message = statusChangedMail(toMailOrder(sale, lines), sale.estado as SaleStatus, ctx);
  if (!message) return false;
  await enqueueMail(tx, message);
  return true;
}
