// Saltear, pausar, reanudar, cancelar (MARKET §9). Each locks the subscription FOR UPDATE, the
// same lock generation takes first, so an order being generated for it either committed before
// (and is annulled here, stock back) or waits and sees the skip or the pause. Annulled orders'
// rows of suscripcion_pedidos are removed, so undoing the skip or resuming before the cierre lets
// the next run make the order again.
import { SUS_MSG } from '@feria/domain/messages/suscripciones';
import { bolsonesTopeMsg, overBolsones } from '@feria/domain/rules/bolsones-cap';
import { ANNULLED_STATUS } from '@feria/domain/rules/sale-status';
import { canSkip, planFerias } from '@feria/domain/rules/suscripciones';
import { and, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  ferias,
  sales,
  suscripciones,
  suscripcionPedidos,
  suscripcionSalteadas,
} from '../../db/schema.ts';
import type { SessionUser } from '../../http/access.ts';
import type { AfterCommit } from '../../shared/after-commit.ts';
import { type AuditActor, recordAudit } from '../audit/service.ts';
import type { MailContext } from '../mail/compose/layout.ts';
import { annulIn } from '../sales/manage/service.ts';
import type { MailConfig } from '../sales/sale-result.ts';
import { lockAccount, unitsHeld } from './cap.ts';
import { planFeriaRows } from './ferias.ts';
import { generated, generateForSubscription, planOf } from './generate.ts';
import { findVisible, type SusResult } from './service.ts';
import { toSuscripciones } from './view.ts';

type Ctx = {
  user: SessionUser;
  actor: AuditActor;
  mail: MailContext;
  after: AfterCommit;
  now: Date;
  /** BOLSONES_POR_CUENTA: checked again on reanudar. */
  bolsonesPorCuenta: number;
  /** The generated order's mails (reanudar and undoing a skip make it at once). */
  config: MailConfig;
};

type Done = {
  row: typeof suscripciones.$inferSelect;
  annulled: boolean;
  /** MARKET §9 (round 5): reanudar and undoing a skip make the order in this transaction. */
  generate?: boolean;
};

/** Annuls the subscription's orders matching `which`; true when any was annulled. */
async function annulOrders(
  tx: Tx,
  subId: number,
  which: ReturnType<typeof and>,
  mail: MailContext,
) {
  const open = await tx
    .select({ id: sales.id, feriaId: sales.feriaId })
    .from(sales)
    .innerJoin(ferias, eq(ferias.id, sales.feriaId))
    .where(and(eq(sales.suscripcionId, subId), ne(sales.estado, ANNULLED_STATUS), which));
  for (const order of open) await annulIn(tx, order.id, mail);
  const feriaIds = open.map((o) => o.feriaId).filter((id): id is number => id !== null);
  if (feriaIds.length > 0) {
    await tx
      .delete(suscripcionPedidos)
      .where(
        and(
          eq(suscripcionPedidos.suscripcionId, subId),
          inArray(suscripcionPedidos.feriaId, feriaIds),
        ),
      );
  }
  return open.length > 0;
}

async function answer(
  tx: Tx,
  row: typeof suscripciones.$inferSelect,
  ctx: Ctx,
): Promise<SusResult> {
  const [s] = await toSuscripciones(tx, [row], ctx.now, ctx.user.rol === 'admin');
  return { ok: true, suscripcion: s! };
}

async function run(
  db: Db,
  id: number,
  ctx: Ctx,
  work: (tx: Tx, row: typeof suscripciones.$inferSelect) => Promise<SusResult | Done>,
) {
  let annulled = false;
  let made = { creados: 0, mailed: false };
  const result = await db.transaction(async (tx): Promise<SusResult> => {
    const row = await findVisible(tx, id, ctx.user, true);
    if (!row) return { ok: false, status: 404, message: SUS_MSG.noEncontrada };
    if (row.estado === 'cancelada') return { ok: false, status: 409, message: SUS_MSG.cancelada };
    const done = await work(tx, row);
    if ('ok' in done) return done;
    annulled = done.annulled;
    if (done.generate) made = await generateForSubscription(tx, ctx.config, done.row, ctx.now);
    return answer(tx, done.row, ctx);
  });
  if (annulled) {
    ctx.after.catalogChanged();
    ctx.after.mailQueued();
  }
  generated(ctx.after, made);
  return result;
}

export function saltear(
  db: Db,
  id: number,
  input: { feriaId: number; saltear: boolean },
  ctx: Ctx,
) {
  return run(db, id, ctx, async (tx, row) => {
    const feria = planFerias(planOf(row), await planFeriaRows(tx, ctx.now)).find(
      (f) => f.id === input.feriaId,
    );
    if (!feria) return { ok: false, status: 400, message: SUS_MSG.feriaAjena };
    if (canSkip(row.estado, feria, ctx.now) === 'cerrada') {
      return { ok: false, status: 409, message: SUS_MSG.feriaCerrada };
    }
    const pair = and(
      eq(suscripcionSalteadas.suscripcionId, id),
      eq(suscripcionSalteadas.feriaId, feria.id),
    );
    let annulled = false;
    if (input.saltear) {
      await tx
        .insert(suscripcionSalteadas)
        .values({ suscripcionId: id, feriaId: feria.id })
        .onConflictDoNothing();
      annulled = await annulOrders(tx, id, eq(sales.feriaId, feria.id), ctx.mail);
      // A skipped feria is not short of stock (the shortage may come from subscribing, which
      // generates at once); whether the customer was told stays, so undoing never tells twice.
      await tx
        .update(suscripcionPedidos)
        .set({ sinStock: false })
        .where(
          and(
            eq(suscripcionPedidos.suscripcionId, id),
            eq(suscripcionPedidos.feriaId, feria.id),
            isNull(suscripcionPedidos.saleId),
          ),
        );
    } else {
      await tx.delete(suscripcionSalteadas).where(pair);
    }
    const detalle = `${input.saltear ? 'Salteó' : 'Dejó de saltear'} la feria del ${feria.fecha} de la suscripción #${id}`;
    await recordAudit(tx, { actor: ctx.actor, accion: 'suscripcion.saltear', detalle });
    return { annulled, row, generate: !input.saltear };
  });
}

/** Pausar and cancelar: the orders whose feria's cierre has not passed are annulled. */
function stop(db: Db, id: number, ctx: Ctx, estado: 'pausada' | 'cancelada') {
  return run(db, id, ctx, async (tx, current) => {
    const [row] = await tx
      .update(suscripciones)
      .set({ estado })
      .where(eq(suscripciones.id, id))
      .returning();
    const annulled = await annulOrders(tx, id, gt(ferias.cierre, ctx.now), ctx.mail);
    const accion = estado === 'pausada' ? 'suscripcion.pausa' : 'suscripcion.baja';
    const verbo = estado === 'pausada' ? 'Pausó' : 'Canceló';
    await recordAudit(tx, { actor: ctx.actor, accion, detalle: `${verbo} la suscripción #${id}` });
    return { annulled, row: row ?? current };
  });
}

export const pausar = (db: Db, id: number, ctx: Ctx) => stop(db, id, ctx, 'pausada');
export const cancelar = (db: Db, id: number, ctx: Ctx) => stop(db, id, ctx, 'cancelada');

export function reanudar(db: Db, id: number, ctx: Ctx) {
  return run(db, id, ctx, async (tx, current) => {
    await lockAccount(tx, current.userId);
    const held = await unitsHeld(tx, current.userId, current.productId, current.id);
    if (overBolsones(held, current.cantidad, ctx.bolsonesPorCuenta)) {
      return { ok: false, status: 400, message: bolsonesTopeMsg(ctx.bolsonesPorCuenta) };
    }
    const [row] = await tx
      .update(suscripciones)
      .set({ estado: 'activa' })
      .where(eq(suscripciones.id, id))
      .returning();
    await recordAudit(tx, {
      actor: ctx.actor,
      accion: 'suscripcion.reanudar',
      detalle: `Reanudó la suscripción #${id}`,
    });
    return { annulled: false, row: row ?? current, generate: true };
  });
}
