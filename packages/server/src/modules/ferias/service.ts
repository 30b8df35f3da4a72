// Ferias (MARKET §1): the lists, create and edit; cancel (cancel.ts) and "Marcar todos como
// Listo" (ready.ts). Every staff action writes its audit entry and its e-mails in its own
// transaction. Expected outcomes are values (FeriaResult); routes.ts turns them into HTTP.

import { shopToday } from '@feria/domain/rules/dates';
import type { Feria } from '@feria/domain/rules/ferias';
import { centsToFixed } from '@feria/domain/rules/money';
import { ANNULLED_STATUS } from '@feria/domain/rules/sale-status';
import { checkFeriaTimes, type FeriaFields } from '@feria/domain/schemas/feria';
import type { FeriaListItem } from '@feria/domain/schemas/ferias-api';
import { and, asc, desc, eq, gte, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { ferias, sales } from '../../db/schema.ts';
import { type AuditActor, recordAudit } from '../audit/service.ts';
import { type FeriaRow, toFeria } from './dto.ts';

/** The result of a create or an edit: the feria, or why not. */
export type FeriaResult =
  | { ok: true; feria: Feria }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'times'; message: string };

/** Programada ferias today or later, soonest first; `lock` takes them FOR SHARE (a new sale). */
export function upcomingFeriaRows(db: DbOrTx, now: Date, lock = false) {
  const rows = db
    .select()
    .from(ferias)
    .where(and(eq(ferias.estado, 'programada'), gte(ferias.fecha, shopToday(now))))
    .orderBy(asc(ferias.fecha), asc(ferias.desde), asc(ferias.id));
  return lock ? rows.for('share') : rows;
}

/** GET /api/ferias/proximas: programada ferias today or later, soonest first. */
export async function upcomingFerias(db: Db, now: Date): Promise<Feria[]> {
  return (await upcomingFeriaRows(db, now)).map((row) => toFeria(row, now));
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

/** The row to write, or the message of the first time rule broken. */
function checked(input: FeriaFields, now: Date) {
  const times = checkFeriaTimes(input, now);
  if (!times.ok) return { ok: false as const, reason: 'times' as const, message: times.message };
  const { fecha, desde, hasta, lugar, direccion } = input;
  return {
    ok: true as const,
    values: { fecha, desde, hasta, lugar, direccion, cierre: times.cierre },
  };
}

/** "Feria #3 del 2026-12-05 en Plaza 25 de Mayo", for the audit log. */
export const describeFeria = (f: Pick<FeriaRow, 'id' | 'fecha' | 'lugar'>) =>
  `Feria #${f.id} del ${f.fecha} en ${f.lugar}`;

export async function createFeria(
  db: Db,
  input: FeriaFields,
  actor: AuditActor,
  now: Date,
): Promise<FeriaResult> {
  const check = checked(input, now);
  if (!check.ok) return check;
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(ferias).values(check.values).returning();
    if (!row) throw new Error('La feria no se guardó');
    const detalle = `Creó la ${describeFeria(row)}`;
    await recordAudit(tx, { actor, accion: 'feria.crear', detalle });
    return { ok: true, feria: toFeria(row, now) };
  });
}

export async function updateFeria(
  db: Db,
  id: number,
  input: FeriaFields,
  actor: AuditActor,
  now: Date,
): Promise<FeriaResult> {
  return db.transaction(async (tx): Promise<FeriaResult> => {
    const [current] = await tx.select().from(ferias).where(eq(ferias.id, id)).for('update');
    if (!current) return { ok: false, reason: 'not-found' };
    // Without a cierre the feria keeps its own, unless its day moves: then the new day's default.
    const keep = !input.cierre && input.fecha === current.fecha;
    const check = checked(keep ? { ...input, cierre: current.cierre.toISOString() } : input, now);
    if (!check.ok) return check;
    const [row] = await tx.update(ferias).set(check.values).where(eq(ferias.id, id)).returning();
    if (!row) return { ok: false, reason: 'not-found' };
    const detalle = `Editó la ${describeFeria(row)}`;
    await recordAudit(tx, { actor, accion: 'feria.editar', detalle });
    return { ok: true, feria: toFeria(row, now) };
  });
}
