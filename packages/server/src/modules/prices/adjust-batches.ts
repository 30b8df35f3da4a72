// The batches of a price adjustment and of its undo (bulk-jobs.ts). Each takes the next products
// after the last one done, in id order like every other writer of products (ADR 0010), computes
// their before and after from the prices it has locked, and writes prices, items and history; the
// last batch writes the audit entry (and, for an undo, marks the adjustment undone).
import { plural } from '@feria/domain/rules/plural';
import { priceChanges, type RoundingStep } from '@feria/domain/rules/price-adjustment';
import { MAX_AMOUNT } from '@feria/domain/schemas/fields';
import { and, asc, eq, gt, or, type SQL, sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/client.ts';
import {
  type bulkJobs,
  priceAdjustmentItems,
  priceAdjustments,
  productores,
  products,
} from '../../db/schema.ts';
import { producerNamed } from '../../shared/producer-link.ts';
import { type AuditActor, recordAudit } from '../audit/service.ts';
import { BATCH_SIZE } from './batch-size.ts';
import { recordPriceChanges } from './history.ts';
import { setPrices } from './set-prices.ts';

type Job = typeof bulkJobs.$inferSelect;

export type Scope = { categoria?: string; marca?: string };

/** A producer's products: those linked to the producer the text names (ignoring case, accents
 * and extra spaces, MARKET §4), and any product whose brand is exactly that text. */
const producerScope = (marca: string) =>
  or(
    eq(products.marca, marca),
    sql`${products.productorId} in (select ${productores.id} from ${productores}
      where ${producerNamed(marca)})`,
  );

export function scopeWhere(scope: Scope): SQL | undefined {
  const conditions = [
    scope.categoria ? eq(products.categoria, scope.categoria) : undefined,
    scope.marca ? producerScope(scope.marca) : undefined,
  ].filter((c) => c !== undefined);
  return conditions.length ? and(...conditions) : undefined;
}

export type AdjustJob = Scope & {
  ajusteId: number;
  porcentaje: number;
  redondeo: RoundingStep;
  actor: AuditActor;
  /** The audit entry up to its count of products: "Ajuste de precios #7: 10 % (Todos, …) en". */
  detalle: string;
};

export async function adjustBatch(tx: Tx, job: Job) {
  const d = job.datos as AdjustJob;
  const rows = await tx
    .select({ id: products.id, precioCents: products.precioCents })
    .from(products)
    .where(and(scopeWhere(d), gt(products.id, job.progreso)))
    .orderBy(asc(products.id))
    .limit(BATCH_SIZE)
    .for('update');
  // A price raised since the adjustment was checked may now go past the maximum: left alone.
  const changes = priceChanges(rows, d.porcentaje, d.redondeo).filter(
    (c) => c.despuesCents <= MAX_AMOUNT * 100,
  );
  const items = JSON.stringify(changes.map((c) => [c.id, c.antesCents, c.despuesCents]));
  await tx.execute(sql`
    insert into price_adjustment_items (adjustment_id, product_id, antes_cents, despues_cents)
    select ${d.ajusteId}::int, (v.i->>0)::int, (v.i->>1)::int, (v.i->>2)::int
    from json_array_elements(${items}::json) as v(i)`);
  await setPrices(
    tx,
    changes.map((c) => ({ id: c.id, cents: c.despuesCents })),
  );
  await recordPriceChanges(
    tx,
    changes.map((c) => ({
      productId: c.id,
      antesCents: c.antesCents,
      despuesCents: c.despuesCents,
      motivo: 'ajuste' as const,
      ajusteId: d.ajusteId,
      userId: d.actor.id,
    })),
  );
  const count = ((job.resultado as { productos?: number }).productos ?? 0) + changes.length;
  const hecho = rows.length < BATCH_SIZE;
  if (hecho) {
    await recordAudit(tx, {
      actor: d.actor,
      accion: 'precios.ajustar',
      detalle: `${d.detalle} ${plural(count, 'producto')}`,
    });
  }
  return {
    progreso: rows.at(-1)?.id ?? job.progreso,
    resultado: { ajusteId: d.ajusteId, productos: count },
    hecho,
  };
}

export type UndoJob = { ajusteId: number; actor: AuditActor };
type UndoDone = { restaurados: number; omitidos: [number, string][] };

/** Puts back the adjusted prices of the next products; those changed since stay as they are. */
export async function undoBatch(tx: Tx, job: Job) {
  const d = job.datos as UndoJob;
  const items = await tx
    .select({
      id: products.id,
      nombre: products.nombre,
      precioCents: products.precioCents,
      antesCents: priceAdjustmentItems.antesCents,
      despuesCents: priceAdjustmentItems.despuesCents,
    })
    .from(priceAdjustmentItems)
    .innerJoin(products, eq(products.id, priceAdjustmentItems.productId))
    .where(and(eq(priceAdjustmentItems.adjustmentId, d.ajusteId), gt(products.id, job.progreso)))
    .orderBy(asc(products.id))
    .limit(BATCH_SIZE)
    .for('update', { of: products });
  const edited = await editedSince(
    tx,
    d.ajusteId,
    items.map((i) => i.id),
  );
  const restore = items.filter((i) => i.precioCents === i.despuesCents && !edited.has(i.id));
  await setPrices(
    tx,
    restore.map((i) => ({ id: i.id, cents: i.antesCents })),
  );
  await recordPriceChanges(
    tx,
    restore.map((i) => ({
      productId: i.id,
      antesCents: i.despuesCents,
      despuesCents: i.antesCents,
      motivo: 'ajuste' as const,
      ajusteId: d.ajusteId,
      userId: d.actor.id,
    })),
  );
  const before = job.resultado as Partial<UndoDone>;
  const done: UndoDone = {
    restaurados: (before.restaurados ?? 0) + restore.length,
    omitidos: [
      ...(before.omitidos ?? []),
      ...items.filter((i) => !restore.includes(i)).map((i): [number, string] => [i.id, i.nombre]),
    ],
  };
  const hecho = items.length < BATCH_SIZE;
  if (hecho) {
    await tx
      .update(priceAdjustments)
      .set({ undoneAt: new Date() })
      .where(eq(priceAdjustments.id, d.ajusteId));
    await recordAudit(tx, {
      actor: d.actor,
      accion: 'precios.deshacer',
      detalle: `Ajuste de precios #${d.ajusteId} deshecho: ${plural(done.restaurados, 'precio restaurado', 'precios restaurados')}, ${plural(done.omitidos.length, 'omitido')}`,
    });
  }
  return { progreso: items.at(-1)?.id ?? job.progreso, resultado: done, hecho };
}

/** Products whose price was edited or imported after this adjustment changed it (their own
 * history row of it): the batches of an adjustment may have other writes between them. */
async function editedSince(tx: Tx, ajusteId: number, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = rowsOf<{ product_id: number }>(
    await tx.execute(sql`
      select distinct later.product_id from price_history later
      join price_history adjusted on adjusted.product_id = later.product_id
        and adjusted.ajuste_id = ${ajusteId} and adjusted.motivo = 'ajuste'
      where later.product_id in (select (json_array_elements_text(${JSON.stringify(ids)}::json))::int)
        and later.motivo <> 'ajuste' and later.id > adjusted.id`),
  );
  return new Set(rows.map((r) => Number(r.product_id)));
}
