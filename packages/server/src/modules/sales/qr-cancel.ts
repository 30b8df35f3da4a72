// "Cancelar QR" (MARKET §11): the order is read first (a payment that arrived first wins: the
// sale is cobrado and the seller hears so), then cancelled at Mercado Pago unless it is already
// over, and only then the sale is annulled (stock back; the register never counted it).
import { qrOrderIsOver } from '@feria/domain/rules/qr-puesto';
import { ANNULLED_STATUS } from '@feria/domain/rules/sale-status';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { sales } from '../../db/schema.ts';
import type { AfterCommit } from '../../shared/after-commit.ts';
import type { AuditWho } from '../audit/who.ts';
import { mailContext } from '../mail/compose/layout.ts';
import { applyOrder } from '../mercadopago/order-notification.ts';
import { cancelOrder, readOrder } from '../mercadopago/orders-client.ts';
import { annulSale } from './manage/service.ts';

export type QrCancelResult =
  | { ok: true; id: number }
  | { ok: false; reason: 'not-found' | 'annulled' | 'cobrada' | 'sin-qr' | 'unreachable' };

const qrCancelKey = (ordenId: string) => `feria-qr-cancelar-${ordenId}`;

type SaleRow = typeof sales.$inferSelect;

/** A stall QR sale whose Mercado Pago order may still be paid. */
const waitsQr = (row: SaleRow): boolean =>
  row.canal === 'pos' &&
  row.formaPago === 'qr' &&
  row.mpOrdenId !== null &&
  row.cobroEstado === 'pendiente' &&
  row.estado !== ANNULLED_STATUS;

/**
 * Issue 57 (3): an admin's annul of a sale whose QR waits goes the way of "Cancelar QR" (the
 * Mercado Pago order cancelled first, a payment that arrived first wins); null for any other sale.
 */
export async function annulWaitingQr(
  db: Db,
  config: Config,
  id: number,
  who: AuditWho,
  after: AfterCommit,
): Promise<QrCancelResult | null> {
  const [row] = await db.select().from(sales).where(eq(sales.id, id));
  if (!row || !waitsQr(row)) return null;
  return cancelQrSale(db, config, id, who, after);
}

export async function cancelQrSale(
  db: Db,
  config: Config,
  id: number,
  who: AuditWho,
  after: AfterCommit,
): Promise<QrCancelResult> {
  const [row] = await db.select().from(sales).where(eq(sales.id, id));
  if (!row) return { ok: false, reason: 'not-found' };
  if (row.estado === ANNULLED_STATUS) return { ok: false, reason: 'annulled' };
  if (row.cobroEstado === 'cobrado') return { ok: false, reason: 'cobrada' };
  if (!row.mpOrdenId || row.canal !== 'pos' || row.formaPago !== 'qr') {
    return { ok: false, reason: 'sin-qr' };
  }
  const order = await readOrder(config, row.mpOrdenId);
  if (order === 'unreachable') return { ok: false, reason: 'unreachable' };
  if (order !== 'unknown') {
    if (order.status === 'processed') {
      // Paid before the seller gave up: the notification may still be on its way.
      await applyOrder(db, order, who);
      return { ok: false, reason: 'cobrada' };
    }
    if (!qrOrderIsOver(order.status)) {
      const cancelled = await cancelOrder(config, order.id, qrCancelKey(order.id));
      if (cancelled === 'unreachable') return { ok: false, reason: 'unreachable' };
      if (cancelled === 'refused') {
        // Mercado Pago refused: read it again; a payment that just arrived wins.
        const again = await readOrder(config, order.id);
        if (again === 'unreachable') return { ok: false, reason: 'unreachable' };
        if (again !== 'unknown' && again.status === 'processed') {
          await applyOrder(db, again, who);
          return { ok: false, reason: 'cobrada' };
        }
        if (again === 'unknown' || !qrOrderIsOver(again.status)) {
          return { ok: false, reason: 'unreachable' };
        }
      }
    }
  }
  const annulled = await annulSale(db, id, mailContext(config), who, after);
  if (!annulled.ok)
    return { ok: false, reason: annulled.reason === 'not-found' ? 'not-found' : 'annulled' };
  return { ok: true, id };
}
