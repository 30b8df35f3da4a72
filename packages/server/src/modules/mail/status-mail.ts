import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { ferias } from '../../db/schema.ts';
import type { SaleLineRow, SaleRow } from '../sales/manage/dto.ts';
import type { MailContext } from './compose/layout.ts';
import { statusChangedMail } from './compose/order-mails.ts';
import { enqueueMail } from './outbox.ts';
import { toMailOrder } from './sale-order.ts';

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
