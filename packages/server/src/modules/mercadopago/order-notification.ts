// An order notification (MARKET §11): the order is read back from Mercado Pago before anything
// changes, and the sale's row is locked while its cobro is decided, so two copies of the same
// notification arriving together still change it once.
import { centsToFixed } from '@feria/domain/rules/money';
import { decideQrOrder, type MpOrder } from '@feria/domain/rules/qr-puesto';
import { ANNULLED_STATUS } from '@feria/domain/rules/sale-status';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sales } from '../../db/schema.ts';
import { recordAudit } from '../audit/service.ts';
import type { AuditWho } from '../audit/who.ts';
import type { MpConfig } from './client.ts';
import { readOrder } from './orders-client.ts';
import { annulledQrOrder } from './qr-annulled.ts';
import { recordQrAmount, rememberQrPayment, setQrCobro } from './qr-cobro.ts';

export type OrderOutcome = 'cobrado' | 'pendiente' | 'monto' | 'anulada' | 'ignorado';

const saleIdOf = (reference: string | null) =>
  reference && /^\d{1,9}$/.test(reference) ? Number(reference) : null;

/** Applies an order read back from Mercado Pago to the sale its external_reference names and stores it. */
export async function applyOrder(
  db: Db,
  order: MpOrder,
  who: AuditWho,
  now = new Date(),
): Promise<OrderOutcome> {
  const id = saleIdOf(order.externalReference);
  if (id === null) return 'ignorado';
  return db.transaction(async (tx): Promise<OrderOutcome> => {
    // Issue 57 (8): the sale whose reference the order names and whose stored order it is; another
    // order of the account that names the sale changes nothing.
    const [row] = await tx
      .select()
      .from(sales)
      .where(and(eq(sales.id, id), eq(sales.mpOrdenId, order.id)))
      .for('update');
    if (!row) return 'ignorado';
    if (row.estado === ANNULLED_STATUS && row.canal === 'pos' && row.formaPago === 'qr') {
      return (await annulledQrOrder(tx, id, order, who, now)) ? 'anulada' : 'ignorado';
    }
    const decision = decideQrOrder(order, {
      canal: row.canal,
      formaPago: row.formaPago,
      estado: row.estado,
      cobro: row.cobroEstado,
      totalCents: row.totalCents,
      pagoId: row.mpPagoId,
      pagoEstado: row.mpPagoEstado,
    });
    if (decision.kind === 'nada') return 'ignorado';
    if (decision.kind === 'monto') {
      // Remembered as seen (processed), so the same order again is not audited twice.
      const seen = { ordenId: order.id, pagoId: decision.pagoId, estado: 'processed' };
      await rememberQrPayment(tx, id, seen);
      await recordQrAmount(tx, id, seen, decision.pagadoCents, now);
      const detalle =
        `Venta N° ${id}: orden ${order.id} pagada por $ ${centsToFixed(decision.pagadoCents)}, ` +
        `el total es $ ${centsToFixed(row.totalCents)}`;
      await recordAudit(tx, { ...who, accion: 'mercadopago.monto', detalle });
      return 'monto';
    }
    if (decision.kind === 'cobrar') {
      const payment = { ordenId: order.id, pagoId: decision.pagoId, estado: 'approved' };
      await setQrCobro(tx, id, true, payment, who, now);
      return 'cobrado';
    }
    const pagoId = row.mpPagoId ?? order.pagoId ?? order.id;
    await setQrCobro(tx, id, false, { ordenId: order.id, pagoId, estado: 'refunded' }, who, now);
    return 'pendiente';
  });
}

/** Reads the order from Mercado Pago and applies it; an unknown order changes nothing. */
export async function orderNotified(
  db: Db,
  config: MpConfig,
  orderId: string,
  who: AuditWho,
): Promise<OrderOutcome | 'unreachable'> {
  const order = await readOrder(config, orderId);
  if (order === 'unknown') return 'ignorado';
  if (order === 'unreachable') return 'unreachable';
  return applyOrder(db, order, who);
}
