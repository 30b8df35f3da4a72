// The ferias a subscription's weeks are chosen from (MARKET §9): the programada ferias from the
// Monday of this week on, since a week whose first feria already closed still has that feria as
// its own.
import { shopToday } from '@feria/domain/rules/dates';
import { weekBounds } from '@feria/domain/rules/suscripciones';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ferias } from '../../db/schema.ts';

export type PlanFeria = typeof ferias.$inferSelect;

export function planFeriaRows(db: DbOrTx, now: Date): Promise<PlanFeria[]> {
  const monday = weekBounds(shopToday(now)).desde;
  return db
    .select()
    .from(ferias)
    .where(and(eq(ferias.estado, 'programada'), gte(ferias.fecha, monday)))
    .orderBy(asc(ferias.fecha), asc(ferias.desde), asc(ferias.id));
}

/** The places of the programada ferias still taking orders, for "Retiro" (distinct, in order). */
export function placesOf(rows: readonly PlanFeria[], now: Date): string[] {
  const open = rows.filter((f) => f.cierre.getTime() > now.getTime()).map((f) => f.lugar);
  return [...new Set(open)];
}
