// A Mercado Pago payment read back from Mercado Pago becomes records (MARKET §7b): the sale's row
// is locked while its records are decided, and the database's unique index keeps one record per
// payment, so two copies of a notification arriving together add one.

import {
  amountCents,
  decideAnnulledPayment,
  decidePayment,
  isOwnPayment,
  type MpPayment,
} from '@feria/domain/rules/mercadopago';
import { centsToFixed } from '@feria/domain/rules/money';
import { QUIEN_MERCADOPAGO } from '@feria/domain/rules/pagos';
import { ANNULLED_STATUS } from '@feria/domain/rules/sale-status';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { auditLog, sales } from '../../db/schema.ts';
import { recordAudit } from '../audit/service.ts';
import type { AuditWho } from '../audit/who.ts';
import { addPagos, type CobroChange, lockSale, pagoFact, pagosOf } from './records.ts';
import { recordOnAnnulled } from './sobre-anulada.ts';

export type PaymentOutcome = 'cobro' | 'devolucion' | 'ajeno' | 'ignorado';

/** The sale an `external_reference` names: Feria writes the sale's id there. */
const saleIdOf = (reference: string | null) =>
  reference && /^\d{1,9}$/.test(reference) ? Number(reference) : null;

export async function applyMpPayment(
  db: Db,
  payment: MpPayment,
  ownCollectorId: string,
  who: AuditWho,
  now = new Date(),
): Promise<PaymentOutcome> {
  const id = saleIdOf(payment.externalReference);
  if (id === null) return 'ignorado';
  return db.transaction(async (tx): Promise<PaymentOutcome> => {
    const sale = await lockSale(tx, id);
    if (!sale) return 'ignorado';
    const records = (await pagosOf(tx, id)).map(pagoFact);
    const annulled =
      sale.estado === ANNULLED_STATUS && sale.canal === 'web' && sale.formaPago === 'mercadopago';
    const decision = annulled
      ? decideAnnulledPayment(payment, records, ownCollectorId)
      : decidePayment(payment, sale, records, ownCollectorId);
    if (decision.kind === 'ajeno') {
      const detalle = `Venta N° ${id}: pago ${payment.id} ignorado (moneda ${payment.currencyId ?? '?'}, cuenta ${payment.collectorId ?? '?'})`;
      await recordAudit(tx, { ...who, accion: 'mercadopago.ajeno', detalle });
      return 'ajeno';
    }
    if (isOwnPayment(payment, ownCollectorId)) await partialRefund(tx, id, payment, who);
    if (decision.kind === 'nada') return 'ignorado';
    if (annulled) {
      const pago = { tipo: decision.kind, medio: 'mercadopago' as const, externoId: payment.id };
      const added = await recordOnAnnulled(
        tx,
        id,
        { ...pago, montoCents: decision.montoCents },
        who,
        now,
      );
      return added ? decision.kind : 'ignorado';
    }
    await remember(tx, id, payment);
    if (decision.kind === 'devolucion') {
      const back = {
        tipo: 'devolucion' as const,
        medio: 'mercadopago',
        montoCents: decision.montoCents,
      };
      const change = await addPagos(
        tx,
        sale,
        [{ ...back, externoId: payment.id, quien: QUIEN_MERCADOPAGO }],
        now,
      );
      await auditChange(tx, id, change, who);
      return 'devolucion';
    }
    const change = await addPagos(
      tx,
      sale,
      [
        {
          tipo: 'cobro',
          medio: 'mercadopago',
          montoCents: decision.montoCents,
          externoId: payment.id,
          quien: QUIEN_MERCADOPAGO,
        },
      ],
      now,
    );
    // Another transaction recorded this very payment first: nothing more to say about it.
    if (change.added.length === 0) return 'ignorado';
    await auditChange(tx, id, change, who);
    const pagado = centsToFixed(decision.montoCents);
    if (decision.duplicado) {
      const detalle = `Venta N° ${id}: pago ${payment.id} por $ ${pagado} de una venta ya cobrada`;
      await recordAudit(tx, { ...who, accion: 'mercadopago.duplicado', detalle });
    } else if (decision.monto) {
      const detalle = `Venta N° ${id}: pago ${payment.id} por $ ${pagado}, el total es $ ${centsToFixed(sale.totalCents)}`;
      await recordAudit(tx, { ...who, accion: 'mercadopago.monto', detalle });
    }
    return 'cobro';
  });
}

/** API.md round 4: a payment partly given back is audited once per payment and amount, and the
 * cobro stays as it was (staff decide). */
async function partialRefund(tx: Tx, id: number, payment: MpPayment, who: AuditWho) {
  const refunded = amountCents(payment.amountRefunded) ?? 0;
  if (refunded <= 0 || payment.status !== 'approved') return;
  const detalle = `Venta N° ${id}: pago ${payment.id} con $ ${centsToFixed(refunded)} devueltos`;
  const [seen] = await tx
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(eq(auditLog.accion, 'mercadopago.devolucion_parcial'), eq(auditLog.detalle, detalle)),
    );
  if (!seen) await recordAudit(tx, { ...who, accion: 'mercadopago.devolucion_parcial', detalle });
}

/** `venta.cobro`, as when staff mark it, when the payment changed whether the sale is cobrado. */
async function auditChange(tx: Tx, id: number, change: CobroChange, who: AuditWho) {
  if (change.before.estado === change.after.estado) return;
  const como = change.after.estado === 'cobrado' ? 'cobrada (mercadopago)' : 'sin cobrar';
  await recordAudit(tx, { ...who, accion: 'venta.cobro', detalle: `Venta N° ${id}: ${como}` });
}

/** `cobro.mercadoPago`: the payment that last touched the sale, and its status. */
async function remember(tx: Tx, id: number, payment: MpPayment) {
  await tx
    .update(sales)
    .set({ mpPagoId: payment.id, mpPagoEstado: payment.status })
    .where(eq(sales.id, id));
}
