// Generation (MARKET §9, ADR 0028): for every activa subscription and its feria of a week whose
// cierre is in the future and at most 7 days away, exactly one ordinary web order. The pairs
// (subscription, feria) are handled in batches of about BATCH_MS (100 ms), one transaction each
// (generate-batch.ts, ADR 0028 "Batches"): the batch's subscriptions are locked FOR UPDATE (so a
// pause or a skip committing at the same time is seen), then the rows of suscripcion_pedidos,
// whose primary key is the pair, are inserted or found. Two runs, in one process or on two
// servers, meet on those locks and that key: the second finds the orders made. The orders are
// written by the sales service's batch writer; a shortage leaves out only that order, and the
// row remembers the shortage and that the customer was told. Between batches web orders get
// their turn (db/client.ts).
import { feriasToGenerate } from '@feria/domain/rules/suscripciones';
import type { GenerationResult } from '@feria/domain/schemas/suscripcion';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { suscripciones, suscripcionPedidos } from '../../db/schema.ts';
import type { AfterCommit } from '../../shared/after-commit.ts';
import type { MailConfig } from '../sales/sale-result.ts';
import { planFeriaRows } from './ferias.ts';
import { type Done, generateBatch, generateBatchIn, NOTHING_DONE } from './generate-batch.ts';
import type { Pair } from './order-requests.ts';

/**
 * Pairs per transaction: the first batch's size, then sized so a batch takes about BATCH_MS. A web
 * order waits for the batch in progress (PGlite answers one at a time), so the batches stay short
 * however loaded the machine is (bench/bolsones-generation.ts: slowest web order <= 500 ms).
 */
const FIRST_BATCH = 50;
const BATCH_MS = 100;
const MIN_BATCH = 10;
const MAX_BATCH = 200;

type SubRow = typeof suscripciones.$inferSelect;
type Sizing = { first: number; next: (size: number, tookMs: number) => number };

/** Runs generation once; what it made and which pairs are short of stock. */
export async function generateOrders(
  db: Db,
  config: MailConfig,
  now: Date,
  after: AfterCommit,
  /** The first batch's size and the next one's from how long the last took (tests change it). */
  sizing: Sizing = { first: FIRST_BATCH, next: nextSize },
): Promise<GenerationResult> {
  const active = await db
    .select()
    .from(suscripciones)
    .where(eq(suscripciones.estado, 'activa'))
    .orderBy(asc(suscripciones.id));
  const pairs = await pairsOf(db, active, now);
  const result: GenerationResult = { creados: 0, sinStock: [] };
  let mailed = false;
  let size = sizing.first;
  for (let i = 0; i < pairs.length; ) {
    const batch = pairs.slice(i, i + size);
    i += batch.length;
    const started = performance.now();
    const done = await generateBatch(db, config, batch, now);
    size = sizing.next(size, performance.now() - started);
    result.creados += done.creados;
    result.sinStock.push(...done.sinStock);
    if (done.mailed) mailed = true;
  }
  generated(after, { creados: result.creados, mailed });
  return result;
}

/**
 * MARKET §9 (round 5): subscribing, reanudar and undoing a skip make that subscription's order at
 * once, in the action's own transaction, so the answer already carries proxima.pedidoId (or
 * sinStock) and the action takes no second connection. The same batch as a run's (its locks and
 * the pair's key): a run at the same moment waits on the subscription's row, then finds the order.
 * The caller tells `after` once it has committed (generated).
 */
export async function generateForSubscription(
  tx: Tx,
  config: MailConfig,
  sub: SubRow,
  now: Date,
): Promise<Done> {
  if (sub.estado !== 'activa') return NOTHING_DONE;
  const pairs = await pairsOf(tx, [sub], now);
  return pairs.length === 0 ? NOTHING_DONE : generateBatchIn(tx, config, pairs, now);
}

/** After the commit of what generated orders: the catalogue, the metrics and the mail worker. */
export function generated(after: AfterCommit, done: Pick<Done, 'creados' | 'mailed'>): void {
  if (done.creados > 0) {
    after.catalogChanged();
    for (let i = 0; i < done.creados; i++) after.saleCreated?.('web');
  }
  if (done.mailed || done.creados > 0) after.mailQueued();
}

async function pairsOf(db: DbOrTx, subs: readonly SubRow[], now: Date): Promise<Pair[]> {
  if (subs.length === 0) return [];
  const plan = await planFeriaRows(db, now);
  return subs.flatMap((sub) =>
    feriasToGenerate(planOf(sub), plan, now).map((feria) => ({ subId: sub.id, feria })),
  );
}

/** @internal Exported for its tests. The next batch's size, from how long this one took. */
export const nextSize = (size: number, tookMs: number) =>
  Math.min(MAX_BATCH, Math.max(MIN_BATCH, Math.round((size * BATCH_MS) / Math.max(1, tookMs))));

export const planOf = (sub: SubRow) => ({
  frecuencia: sub.frecuencia,
  envio: sub.envio,
  lugar: sub.lugar,
  creadaEn: sub.createdAt,
});

/** Used by the summary: how many pairs of a feria are short of stock right now. */
export const sinStockOf = (feriaId: number) =>
  and(
    eq(suscripcionPedidos.feriaId, feriaId),
    eq(suscripcionPedidos.sinStock, true),
    sql`${suscripcionPedidos.saleId} IS NULL`,
  );
