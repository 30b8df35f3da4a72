// An order notification (MARKET §11): the order is read back from Mercado Pago before anything
// changes, and the sale's row is locked while its records decide (as Checkout Pro's payments,
// cobro/mercadopago.ts): the payment becomes one record of what was paid, so two copies of the
// same notification arriving together add one.
import { centsToFixed } from '@feria/domain/rules/money';
import { QUIEN_MERCADOPAGO } from '@feria/domain/rules/pagos';
import { decideQrOrder, type MpOrder } from '@feria/domain/rules/qr-puesto';
import { ANNULLED_STATUS } from '@feria/domain/rules/sale-status';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/service.ts';
import type { AuditWho } from '../audit/who.ts';
import { addPagos, lockSale, pagoFact, pagosOf } from '../cobro/records.ts';
import type { MpConfig } from './client.ts';
import { readOrder } from './orders-client.ts';
import { annulledQrOrder } from './qr-annulled.ts';
import { rememberQrPayment } from './qr-cobro.ts';

export type OrderOutcome = 'cobrado' | 'pendiente' | 'monto' | 'anulada' | 'ignorado';

const saleIdOf = (reference: string | null) =>
  reference && /^\d{1,9}$/.test(reference) ? Number(reference) : null;

/**
 * Applies an order read back from Mercado Pago to the sale its external_reference names, when it
 * is that sale's stored order. The sale's row is locked once, and its records decide.
 */
export async function applyOrder(
  db: Db,
  order: MpOrder,
  who: AuditWho,
  now = new Date(),
): Promise<OrderOutcome> {
  const id = saleIdOf(order.externalReference);
  if (id === null) return 'ignorado';
  return db.transaction(async (tx): Promise<OrderOutcome> => {
    const sale = await lockSale(tx, id);
    // Issue 57 (8): another order of the account that names the sale changes nothing.
    if (!sale || sale.mpOrdenId !== order.id) return 'ignorado';
    if (sale.estado === ANNULLED_STATUS && sale.canal === 'pos' && sale.formaPago === 'qr') {
      return (await annulledQrOrder(tx, id, order, who, now)) ? 'anulada' : 'ignorado';
    }
    const records = (await pagosOf(tx, id)).map(pagoFact);
    const decision = decideQrOrder(order, sale, records);
    if (decision.kind === 'nada') return 'ignorado';
    const { pagoId, montoCents } = decision;
    const pago = { tipo: decision.kind, medio: 'qr', montoCents, externoId: pagoId };
    const change = await addPagos(tx, sale, [{ ...pago, quien: QUIEN_MERCADOPAGO }], now);
    if (change.added.length === 0) return 'ignorado';
    const cobrado = change.after.estado === 'cobrado';
    const estado = decision.kind === 'devolucion' ? 'refunded' : cobrado ? 'approved' : 'processed';
    await rememberQrPayment(tx, id, { ordenId: order.id, pagoId, estado });
    if (change.before.estado !== change.after.estado) {
      const como = cobrado ? 'cobrada (qr)' : 'sin cobrar';
      await recordAudit(tx, { ...who, accion: 'venta.cobro', detalle: `Venta N° ${id}: ${como}` });
    }
    if (decision.kind === 'devolucion') return 'pendiente';
    const pagada = `Venta N° ${id}: orden ${order.id} pagada por $ ${centsToFixed(montoCents)}`;
    if (decision.duplicado) {
      const detalle = `${pagada} de una venta ya cobrada`;
      await recordAudit(tx, { ...who, accion: 'mercadopago.duplicado', detalle });
    } else if (decision.monto) {
      const detalle = `${pagada}, el total es $ ${centsToFixed(sale.totalCents)}`;
      await recordAudit(tx, { ...who, accion: 'mercadopago.monto', detalle });
    }
    return decision.monto ? 'monto' : 'cobrado';
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
