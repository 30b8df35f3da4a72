// A payment notification (MARKET §7, §7b): the payment is read back from Mercado Pago before
// anything changes; modules/cobro turns it into records.
import type { Db } from '../../db/client.ts';
import type { AuditWho } from '../audit/who.ts';
import { applyMpPayment, type PaymentOutcome } from '../cobro/mercadopago.ts';
import { type MpConfig, ownAccountId, readPayment } from './client.ts';

/** Reads the payment (and, once, the shop's own account) and applies it; an unknown payment
 * changes nothing. */
export async function paymentNotified(
  db: Db,
  config: MpConfig,
  paymentId: string,
  who: AuditWho,
): Promise<PaymentOutcome | 'unreachable'> {
  const own = await ownAccountId(config);
  if (own === 'unreachable') return 'unreachable';
  const payment = await readPayment(config, paymentId);
  if (payment === 'unknown') return 'ignorado';
  if (payment === 'unreachable') return 'unreachable';
  return applyMpPayment(db, payment, own, who);
}
