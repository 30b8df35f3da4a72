// "Marcar todos como Listo" (MARKET §1, §7): every web order of the feria that the transition
// table lets go to Listo moves there through the sales module's one status step, each customer
// e-mailed, with one audit entry for the feria.
import { plural } from '@feria/domain/rules/plural';
import { statusesInto } from '@feria/domain/rules/sale-status';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ferias, sales } from '../../db/schema.ts';
import type { AfterCommit } from '../../shared/after-commit.ts';
import { type AuditActor, recordAudit } from '../audit/service.ts';
import type { MailContext } from '../mail/compose/layout.ts';
import { moveStatus } from '../sales/manage/service.ts';
import { describeFeria } from './service.ts';

export type ReadyResult = { ok: true; actualizados: number } | { ok: false; reason: 'not-found' };

export async function markAllReady(
  db: Db,
  id: number,
  actor: AuditActor,
  ctx: MailContext,
  after: AfterCommit,
): Promise<ReadyResult> {
  let mails = 0;
  const result = await db.transaction(async (tx): Promise<ReadyResult> => {
    const [feria] = await tx.select().from(ferias).where(eq(ferias.id, id)).for('share');
    if (!feria) return { ok: false, reason: 'not-found' };
    const pending = await tx
      .select()
      .from(sales)
      .where(
        and(
          eq(sales.feriaId, id),
          eq(sales.canal, 'web'),
          inArray(sales.estado, statusesInto('Listo')),
        ),
      )
      .orderBy(asc(sales.id))
      .for('update');
    let moved = 0;
    for (const sale of pending) {
      const done = await moveStatus(tx, sale, 'Listo', ctx);
      if (!done) continue;
      moved += 1;
      if (done.mailQueued) mails += 1;
    }
    await recordAudit(tx, {
      actor,
      accion: 'feria.listos',
      detalle: `Marcó ${plural(moved, 'pedido')} como Listo en la ${describeFeria(feria)}`,
    });
    return { ok: true, actualizados: moved };
  });
  if (mails > 0) after.mailQueued();
  return result;
}
