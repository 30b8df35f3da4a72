// MARKET §15 "No llevo a esta feria": a producer marks a feria ahead, before its cierre, when no
// non-annulled order of it holds their products. The feria's row is locked FOR UPDATE while the
// mark is decided, and checkout holds it FOR SHARE (ferias/sale-feria.ts): of a mark and an order
// with their products at the same moment, one waits for the other, never both.
import { FERIA_MSG } from '@feria/domain/messages/ferias';
import { PORTAL_MSG } from '@feria/domain/messages/portal';
import { shopToday } from '@feria/domain/rules/dates';
import { isFeriaOpen, weekdayDayMonth } from '@feria/domain/rules/ferias';
import type { PortalFeria } from '@feria/domain/rules/portal';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ferias, noLlevo } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { recordAudit } from '../audit/service.ts';
import { ownFerias } from './sales.ts';
import type { Portal } from './who.ts';

export async function setNoLlevo(
  db: Db,
  who: Portal,
  feriaId: number,
  mark: boolean,
  now = new Date(),
): Promise<PortalFeria> {
  return db.transaction(async (tx) => {
    const [feria] = await tx.select().from(ferias).where(eq(ferias.id, feriaId)).for('update');
    if (feria?.estado !== 'programada' || feria.fecha < shopToday(now)) {
      throw new HttpError(404, FERIA_MSG.feriaNoEncontrada);
    }
    if (!isFeriaOpen(feria, now)) throw new HttpError(409, PORTAL_MSG.pedidosCerrados);
    const dia = weekdayDayMonth(feria.fecha);
    const mine = and(eq(noLlevo.productorId, who.productorId), eq(noLlevo.feriaId, feriaId));
    if (mark) {
      const [before] = await ownFerias(tx, who.productorId, now, feriaId);
      const pedidos = before?.pedidos ?? 0;
      if (pedidos > 0) throw new HttpError(409, PORTAL_MSG.yaHayPedidos(pedidos, dia));
      const added = await tx
        .insert(noLlevo)
        .values({ productorId: who.productorId, feriaId })
        .onConflictDoNothing()
        .returning();
      if (added.length > 0) {
        const detalle = `${who.nombre}: no lleva a la feria del ${dia} (${feria.lugar})`;
        await recordAudit(tx, { actor: who.actor, accion: 'portal.no_llevo', detalle });
      }
    } else {
      const removed = await tx.delete(noLlevo).where(mine).returning();
      if (removed.length > 0) {
        const detalle = `${who.nombre}: vuelve a llevar a la feria del ${dia} (${feria.lugar})`;
        await recordAudit(tx, { actor: who.actor, accion: 'portal.no_llevo_quitar', detalle });
      }
    }
    const [after] = await ownFerias(tx, who.productorId, now, feriaId);
    if (!after) throw new HttpError(404, FERIA_MSG.feriaNoEncontrada);
    return after;
  });
}
