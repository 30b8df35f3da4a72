// The bulk price adjustment and its undo (MARKET.md §5). Both are checked first, writing nothing
// when refused, then applied in batches of short transactions (bulk-jobs.ts, ADR 0010); the request
// answers once the last batch is done, as one transaction answered before: the changes listed by
// name, the audit entry written with the last batch.

import { formatDecimalEs, fromCents } from '@feria/domain/rules/money';
import { percentHundredths, priceChanges } from '@feria/domain/rules/price-adjustment';
import { MAX_AMOUNT } from '@feria/domain/schemas/fields';
import type {
  PriceAdjustment,
  PriceAdjustmentAnswer,
  PriceUndoAnswer,
} from '@feria/domain/schemas/price-adjustment';
import { asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { priceAdjustmentItems, priceAdjustments, products } from '../../db/schema.ts';
import type { AfterCommit } from '../../shared/after-commit.ts';
import type { AuditActor } from '../audit/service.ts';
import { type AdjustJob, scopeWhere, type UndoJob } from './adjust-batches.ts';
import { runJob, startJob } from './bulk-jobs.ts';

export type Actor = { id: string; email: string };

export type AdjustResult =
  | ({ ok: true } & PriceAdjustmentAnswer)
  | { ok: false; reason: 'empty' | 'too-high' };

export type UndoResult =
  | ({ ok: true } & PriceUndoAnswer)
  | { ok: false; reason: 'not-found' | 'undone' | 'not-latest' };

const scopeLabel = (input: PriceAdjustment) =>
  [input.categoria && `Categoría ${input.categoria}`, input.marca && `Marca ${input.marca}`]
    .filter(Boolean)
    .join(', ') || 'Todos';

const auditActor = (actor: Actor): AuditActor => ({ id: actor.id, email: actor.email });

/** The products in scope with their adjusted prices, by name (the preview, and the check that
 * comes before applying: none to change, or one past the maximum, writes nothing). */
async function plannedChanges(db: Db, input: PriceAdjustment) {
  const rows = await db
    .select({ id: products.id, nombre: products.nombre, precioCents: products.precioCents })
    .from(products)
    .where(scopeWhere(input))
    .orderBy(asc(products.nombre), asc(products.id));
  const names = new Map(rows.map((r) => [r.id, r.nombre]));
  return priceChanges(rows, input.porcentaje, input.redondeo).map((c) => ({
    ...c,
    nombre: names.get(c.id) ?? '',
  }));
}

const line = (c: { id: number; nombre: string; antesCents: number; despuesCents: number }) => ({
  id: c.id,
  nombre: c.nombre,
  antes: fromCents(c.antesCents),
  despues: fromCents(c.despuesCents),
});

/** Computes an adjustment; unless it is a preview, applies it and returns its id. */
export async function adjustPrices(
  db: Db,
  input: PriceAdjustment,
  actor: Actor,
  after: AfterCommit,
): Promise<AdjustResult> {
  const started = await startAdjustment(db, input, actor);
  if (!('id' in started)) return started;
  const job = await runJob(db, started.id);
  after.catalogChanged();
  const { ajusteId } = job.resultado as { ajusteId: number };
  const items = await db
    .select({
      id: products.id,
      nombre: products.nombre,
      antesCents: priceAdjustmentItems.antesCents,
      despuesCents: priceAdjustmentItems.despuesCents,
    })
    .from(priceAdjustmentItems)
    .innerJoin(products, eq(products.id, priceAdjustmentItems.productId))
    .where(eq(priceAdjustmentItems.adjustmentId, ajusteId))
    .orderBy(asc(products.nombre), asc(products.id));
  return { ok: true, ajusteId, cambios: items.map(line) };
}

/** Checks an adjustment and records it as a job to apply (the preview's answer when it is one).
 * @internal Exported for the test that stops a job after its first batch. */
export async function startAdjustment(
  db: Db,
  input: PriceAdjustment,
  actor: Actor,
): Promise<{ id: number } | AdjustResult> {
  const checked = await plannedChanges(db, input);
  if (checked.length === 0) return { ok: false, reason: 'empty' };
  if (checked.some((c) => c.despuesCents > MAX_AMOUNT * 100)) {
    return { ok: false, reason: 'too-high' };
  }
  if (input.vistaPrevia) return { ok: true, cambios: checked.map(line) };
  const started = await startJob(db, async (tx) => {
    const label = scopeLabel(input);
    const [adjustment] = await tx
      .insert(priceAdjustments)
      .values({
        userId: actor.id,
        porcentajeCentesimos: percentHundredths(input.porcentaje),
        redondeo: input.redondeo,
        scope: label,
      })
      .returning({ id: priceAdjustments.id });
    const ajusteId = adjustment!.id;
    const pct = formatDecimalEs(percentHundredths(input.porcentaje)).replace(/,00$/, '');
    const step = input.redondeo ? `redondeo a $${input.redondeo}` : 'sin redondeo';
    const datos: AdjustJob = {
      ajusteId,
      porcentaje: input.porcentaje,
      redondeo: input.redondeo,
      ...(input.categoria ? { categoria: input.categoria } : {}),
      ...(input.marca ? { marca: input.marca } : {}),
      actor: auditActor(actor),
      detalle: `Ajuste de precios #${ajusteId}: ${pct} % (${label}, ${step}) en`,
    };
    return { job: { tipo: 'ajuste' as const, datos } };
  });
  if ('refused' in started) throw new Error('Un ajuste ya revisado no se rechaza');
  return started;
}

/** Undoes the latest adjustment still in force; products whose price changed since stay. */
export async function undoAdjustment(
  db: Db,
  ajusteId: number,
  actor: Actor,
  after: AfterCommit,
): Promise<UndoResult> {
  const started = await startJob<'not-found' | 'undone' | 'not-latest'>(db, async (tx) => {
    const [adjustment] = await tx
      .select()
      .from(priceAdjustments)
      .where(eq(priceAdjustments.id, ajusteId))
      .for('update');
    if (!adjustment) return { refused: 'not-found' as const };
    if (adjustment.undoneAt) return { refused: 'undone' as const };
    const [latest] = await tx
      .select({ id: priceAdjustments.id })
      .from(priceAdjustments)
      .where(isNull(priceAdjustments.undoneAt))
      .orderBy(desc(priceAdjustments.id))
      .limit(1);
    if (latest?.id !== ajusteId) return { refused: 'not-latest' as const };
    const datos: UndoJob = { ajusteId, actor: auditActor(actor) };
    return { job: { tipo: 'deshacer' as const, datos } };
  });
  if ('refused' in started) return { ok: false, reason: started.refused };
  const job = await runJob(db, started.id);
  after.catalogChanged();
  const done = job.resultado as { restaurados: number; omitidos: [number, string][] };
  // Listed by name as the database sorts them, like every list of products.
  const omitidos = rowsOf<{ id: number; nombre: string }>(
    await db.execute(sql`
      select (v.p->>0)::int as id, v.p->>1 as nombre
      from json_array_elements(${JSON.stringify(done.omitidos)}::json) as v(p)
      order by 2, 1`),
  );
  return { ok: true, restaurados: done.restaurados, omitidos };
}
