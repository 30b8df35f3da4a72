// A payment notification (MARKET §7): the payment is read back from Mercado Pago before anything
// changes, and the sale's row is locked while its cobro is decided, so two copies of the same
// notification arriving together still change it once.

import { decidePayment, type MpPayment } from '@feria/domain/rules/mercadopago';
import { centsToFixed } from '@feria/domain/rules/money';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { sales } from '../../db/schema.ts';
import { recordAudit } from '../audit/service.ts';
import type { AuditWho } from '../audit/who.ts';
import { setCobro } from '../sales/manage/cobro.ts';
import { type MpConfig, readPayment } from './client.ts';

export type PaymentOutcome = 'cobrado' | 'pendiente' | 'monto' | 'ignorado';

/** The sale an `external_reference` names: Feria writes the sale's id there. */
const saleIdOf = (reference: string | null) =>
  reference && /^\d{1,9}$/.test(reference) ? Number(reference) : null;

export async function applyPayment(
  db: Db,
  payment: MpPayment,
  who: AuditWho,
  now = new Date(),
): Promise<PaymentOutcome> {
  const id = saleIdOf(payment.externalReference);
  if (id === null) return 'ignorado';
  return db.transaction(async (tx): Promise<PaymentOutcome> => {
    const [row] = await tx.select().from(sales).where(eq(sales.id, id)).for('update');
    if (!row) return 'ignorado';
    const decision = decidePayment(payment, {
      canal: row.canal,
      formaPago: row.formaPago,
      estado: row.estado,
      cobro: row.cobroEstado,
      totalCents: row.totalCents,
      pagoId: row.mpPagoId,
      pagoEstado: row.mpPagoEstado,
    });
    if (decision.kind === 'nada') return 'ignorado';
    await remember(tx, id, payment);
    if (decision.kind === 'monto') {
      const detalle =
        `Venta N° ${id}: pago ${payment.id} por $ ${centsToFixed(decision.pagadoCents)}, ` +
        `el total es $ ${centsToFixed(row.totalCents)}`;
      await recordAudit(tx, { ...who, accion: 'mercadopago.monto', detalle });
      return 'monto';
    }
    const cobrado = decision.kind === 'cobrar';
    // The cobro itself is the staff's PUT cobro, in this transaction (a savepoint inside it).
    const result = await setCobro(tx, id, { cobrado, medio: 'mercadopago' }, who, now);
    if (!result.ok) throw new Error(`El cobro de la venta ${id} no cambió: ${result.reason}`);
    return cobrado ? 'cobrado' : 'pendiente';
  });
}

/** `cobro.mercadoPago`: the payment that last touched the sale, and its status. */
async function remember(tx: Tx, id: number, payment: MpPayment) {
  await tx
    .update(sales)
    .set({ mpPagoId: payment.id, mpPagoEstado: payment.status })
    .where(eq(sales.id, id));
}

/** Reads the payment from Mercado Pago and applies it; an unknown payment changes nothing. */
export async function paymentNotified(
  db: Db,
  config: MpConfig,
  paymentId: string,
  who: AuditWho,
): Promise<PaymentOutcome | 'unreachable'> {
  const payment = await readPayment(config, paymentId);
  if (payment === 'unknown') return 'ignorado';
  if (payment === 'unreachable') return 'unreachable';
  return applyPayment(db, payment, who);
}
