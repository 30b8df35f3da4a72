// Cancelling a feria (MARKET §1): its open web orders move to another programada feria, each
// customer e-mailed, in one transaction with the cancellation and its audit entry.
import { plural } from '@feria/domain/rules/plural';
import { ANNULLED_STATUS } from '@feria/domain/rules/sale-status';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { ferias, sales } from '../../db/schema.ts';
import type { AfterCommit } from '../../shared/after-commit.ts';
import { type AuditActor, recordAudit } from '../audit/service.ts';
import { feriaMovedMail } from '../mail/compose/feria-moved.ts';
import type { MailContext } from '../mail/compose/layout.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { queueNotices } from '../whatsapp/queue.ts';
import type { FeriaRow } from './dto.ts';
import { type Excedido, excedidosAl } from './excedidos.ts';
import { describeFeria } from './service.ts';

export type CancelResult =
  | { ok: true; id: number; estado: 'cancelada'; movidos: number; excedidos: Excedido[] }
  | { ok: false; reason: 'not-found' | 'already-cancelled' | 'mover-a-missing' | 'target-invalid' };

type SaleRow = typeof sales.$inferSelect;

/** Web orders count as the feria's orders; annulled ones never count. */
const isOrderOf = (feriaId: number) =>
  and(eq(sales.feriaId, feriaId), eq(sales.canal, 'web'), ne(sales.estado, ANNULLED_STATUS));

/** The orders go to `target`, and each customer with a correo gets "Cambió la fecha…". */
async function moveOrders(tx: Tx, orders: SaleRow[], target: FeriaRow, ctx: MailContext) {
  const ids = orders.map((o) => o.id);
  await tx
    .update(sales)
    .set({ feriaId: target.id, feriaMovidaDe: sql`${sales.feriaId}` })
    .where(inArray(sales.id, ids));
  await queueNotices(tx, 'feria.cambio', ids); // MARKET §13.3
  for (const order of orders) {
    const { id, clienteNombre: nombre, clienteCorreo: correo, envio } = order;
    const mail = feriaMovedMail({ id, nombre, correo, envio }, target, ctx);
    if (mail) await enqueueMail(tx, mail);
  }
}

/**
 * Cancels a feria and moves its open web orders to `moverA` (another programada feria). The feria
 * row is locked FOR UPDATE first, so an order being placed for it either committed before (and
 * is moved) or waits and then sees it cancelled.
 */
export async function cancelFeria(
  db: Db,
  id: number,
  moverA: number | null,
  actor: AuditActor,
  ctx: MailContext,
  after: AfterCommit,
): Promise<CancelResult> {
  let mailed = false;
  const result = await db.transaction(async (tx): Promise<CancelResult> => {
    const [feria] = await tx.select().from(ferias).where(eq(ferias.id, id)).for('update');
    if (!feria) return { ok: false, reason: 'not-found' };
    if (feria.estado === 'cancelada') return { ok: false, reason: 'already-cancelled' };
    const orders = await tx.select().from(sales).where(isOrderOf(id)).orderBy(asc(sales.id));
    let target: FeriaRow | undefined;
    let excedidos: Excedido[] = [];
    if (orders.length > 0) {
      if (moverA === null) return { ok: false, reason: 'mover-a-missing' };
      [target] = await tx.select().from(ferias).where(eq(ferias.id, moverA)).for('share');
      if (target?.estado !== 'programada' || target.id === id) {
        return { ok: false, reason: 'target-invalid' };
      }
      excedidos = await excedidosAl(
        tx,
        orders.map((o) => o.id),
        target.id,
      );
      await moveOrders(tx, orders, target, ctx);
      mailed = true;
    }
    await tx.update(ferias).set({ estado: 'cancelada' }).where(eq(ferias.id, id));
    const moved = target
      ? ` y pasó ${plural(orders.length, 'pedido')} a la ${describeFeria(target)}`
      : '';
    await recordAudit(tx, {
      actor,
      accion: 'feria.cancelar',
      detalle: `Canceló la ${describeFeria(feria)}${moved}`,
    });
    return { ok: true, id, estado: 'cancelada', movidos: orders.length, excedidos };
  });
  if (mailed) after.mailQueued();
  return result;
}
