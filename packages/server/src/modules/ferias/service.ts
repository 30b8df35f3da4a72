// Ferias (MARKET §1): the list, create, edit, cancel (moving its orders) and "Marcar todos como
// Listo". Every staff action writes its audit entry and its e-mails in its own transaction.

import { shopToday } from '@feria/domain/dates';
import type { Feria } from '@feria/domain/ferias';
import type { FeriaListItem } from '@feria/domain/ferias-api';
import { FERIA_MSG } from '@feria/domain/ferias-messages';
import { centsToFixed } from '@feria/domain/money';
import { plural } from '@feria/domain/plural';
import { ANNULLED_STATUS } from '@feria/domain/sale-status';
import { checkFeriaTimes, type FeriaFields } from '@feria/domain/schemas/feria';
import { and, asc, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ferias, saleLines, sales } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { AfterCommit } from '../../shared/after-commit.ts';
import { type AuditActor, recordAudit } from '../audit/service.ts';
import { feriaMovedMail } from '../mail/compose/feria-moved.ts';
import type { MailContext } from '../mail/compose/layout.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { queueStatusMail } from '../mail/status-mail.ts';
import { type FeriaRow, toFeria } from './dto.ts';

/** Web orders count as the feria's orders; annulled ones never count. */
const isOrderOf = (feriaId: number) =>
  and(eq(sales.feriaId, feriaId), eq(sales.canal, 'web'), ne(sales.estado, ANNULLED_STATUS));

/** GET /api/ferias/proximas: programada ferias today or later, soonest first. */
export async function upcomingFerias(db: Db, now: Date): Promise<Feria[]> {
  const rows = await db
    .select()
    .from(ferias)
    .where(and(eq(ferias.estado, 'programada'), gte(ferias.fecha, shopToday(now))))
    .orderBy(asc(ferias.fecha), asc(ferias.desde), asc(ferias.id));
  return rows.map((row) => toFeria(row, now));
}

/** GET /api/ferias: every feria, newest first, with its number of web orders and their total. */
export async function allFerias(db: Db, now: Date): Promise<FeriaListItem[]> {
  const rows = await db
    .select({
      feria: ferias,
      pedidos: sql<number>`count(${sales.id})::int`,
      totalCents: sql<number>`coalesce(sum(${sales.totalCents}), 0)::bigint`,
    })
    .from(ferias)
    .leftJoin(
      sales,
      and(eq(sales.feriaId, ferias.id), eq(sales.canal, 'web'), ne(sales.estado, ANNULLED_STATUS)),
    )
    .groupBy(ferias.id)
    .orderBy(desc(ferias.fecha), desc(ferias.desde), desc(ferias.id));
  return rows.map(({ feria, pedidos, totalCents }) => ({
    ...toFeria(feria, now),
    pedidos: Number(pedidos),
    total: centsToFixed(Number(totalCents)),
  }));
}

function checked(input: FeriaFields, now: Date) {
  const times = checkFeriaTimes(input, now);
  if (!times.ok) throw new HttpError(400, times.message);
  const { fecha, desde, hasta, lugar, direccion } = input;
  return { fecha, desde, hasta, lugar, direccion, cierre: times.cierre };
}

const describe = (f: Pick<FeriaRow, 'id' | 'fecha' | 'lugar'>) =>
  `Feria #${f.id} del ${f.fecha} en ${f.lugar}`;

export async function createFeria(db: Db, input: FeriaFields, actor: AuditActor, now: Date) {
  const values = checked(input, now);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(ferias).values(values).returning();
    if (!row) throw new Error('La feria no se guardó');
    await recordAudit(tx, { actor, accion: 'feria.crear', detalle: `Creó la ${describe(row)}` });
    return toFeria(row, now);
  });
}

export async function updateFeria(
  db: Db,
  id: number,
  input: FeriaFields,
  actor: AuditActor,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(ferias).where(eq(ferias.id, id)).for('update');
    if (!current) throw new HttpError(404, FERIA_MSG.feriaNoEncontrada);
    // Without a cierre the feria keeps its own, unless its day moves: then the new day's default.
    const keep = !input.cierre && input.fecha === current.fecha;
    const values = checked(keep ? { ...input, cierre: current.cierre.toISOString() } : input, now);
    const [row] = await tx.update(ferias).set(values).where(eq(ferias.id, id)).returning();
    if (!row) throw new HttpError(404, FERIA_MSG.feriaNoEncontrada);
    await recordAudit(tx, { actor, accion: 'feria.editar', detalle: `Editó la ${describe(row)}` });
    return toFeria(row, now);
  });
}

/**
 * Cancels a feria and moves its open web orders to `moverA` (another programada feria), e-mailing
 * each customer. The feria row is locked FOR UPDATE first, so an order being placed for it either
 * committed before (and is moved) or waits and then sees it cancelled.
 */
export async function cancelFeria(
  db: Db,
  id: number,
  moverA: number | null,
  actor: AuditActor,
  ctx: MailContext,
  after: AfterCommit,
) {
  const result = await db.transaction(async (tx) => {
    const [feria] = await tx.select().from(ferias).where(eq(ferias.id, id)).for('update');
    if (!feria) throw new HttpError(404, FERIA_MSG.feriaNoEncontrada);
    if (feria.estado === 'cancelada') throw new HttpError(409, FERIA_MSG.feriaYaCancelada);
    const orders = await tx.select().from(sales).where(isOrderOf(id)).orderBy(asc(sales.id));
    let target: FeriaRow | undefined;
    if (orders.length > 0) {
      if (moverA === null) throw new HttpError(400, FERIA_MSG.moverARequerido);
      [target] = await tx.select().from(ferias).where(eq(ferias.id, moverA)).for('share');
      if (target?.estado !== 'programada' || target.id === id) {
        throw new HttpError(400, FERIA_MSG.feriaNoExiste);
      }
      await tx
        .update(sales)
        .set({ feriaId: target.id })
        .where(
          inArray(
            sales.id,
            orders.map((o) => o.id),
          ),
        );
      for (const order of orders) {
        const mail = feriaMovedMail(
          {
            id: order.id,
            nombre: order.clienteNombre,
            correo: order.clienteCorreo,
            envio: order.envio,
          },
          target,
          ctx,
        );
        if (mail) await enqueueMail(tx, mail);
      }
    }
    await tx.update(ferias).set({ estado: 'cancelada' }).where(eq(ferias.id, id));
    const moved = target
      ? ` y pasó ${plural(orders.length, 'pedido')} a la ${describe(target)}`
      : '';
    await recordAudit(tx, {
      actor,
      accion: 'feria.cancelar',
      detalle: `Canceló la ${describe(feria)}${moved}`,
    });
    return { id, estado: 'cancelada' as const, movidos: orders.length, mails: orders.length > 0 };
  });
  if (result.mails) after.mailQueued();
  return result;
}

/** Every Pendiente / En preparación order of the feria → Listo, each customer e-mailed. */
export async function markAllReady(
  db: Db,
  id: number,
  actor: AuditActor,
  ctx: MailContext,
  after: AfterCommit,
) {
  const result = await db.transaction(async (tx) => {
    const [feria] = await tx.select().from(ferias).where(eq(ferias.id, id)).for('share');
    if (!feria) throw new HttpError(404, FERIA_MSG.feriaNoEncontrada);
    const pending = await tx
      .select()
      .from(sales)
      .where(
        and(
          eq(sales.feriaId, id),
          eq(sales.canal, 'web'),
          inArray(sales.estado, ['Pendiente', 'En preparación']),
        ),
      )
      .orderBy(asc(sales.id))
      .for('update');
    let mails = 0;
    for (const sale of pending) {
      await tx.update(sales).set({ estado: 'Listo' }).where(eq(sales.id, sale.id));
      const lines = await tx
        .select()
        .from(saleLines)
        .where(eq(saleLines.saleId, sale.id))
        .orderBy(asc(saleLines.id));
      if (await queueStatusMail(tx, { ...sale, estado: 'Listo' }, lines, ctx)) mails += 1;
    }
    await recordAudit(tx, {
      actor,
      accion: 'feria.listos',
      detalle: `Marcó ${plural(pending.length, 'pedido')} como Listo en la ${describe(feria)}`,
    });
    return { actualizados: pending.length, mails };
  });
  if (result.mails > 0) after.mailQueued();
  return result;
}
