// One batch of generation (ADR 0028 "Batches"), one transaction, set-based: the subscriptions
// locked FOR UPDATE in id order, the activa ones not skipped get their row of
// suscripcion_pedidos (inserted or found, locked), the pairs without an order and without one
// of the subscription already in the feria's week (moved there) get their web order from the
// sales service's batch writer. A pair short of stock keeps its row with the shortage, and the
// customer is told once per feria; the next runs try again until the cierre.
import { ANNULLED_STATUS } from '@feria/domain/rules/sale-status';
import { weekBounds } from '@feria/domain/rules/suscripciones';
import { and, asc, eq, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  ferias,
  sales,
  suscripciones,
  suscripcionPedidos,
  suscripcionSalteadas,
} from '../../db/schema.ts';
import { sinStockMail } from '../mail/compose/bolson-mails.ts';
import { mailContext } from '../mail/compose/layout.ts';
import { enqueueMails, type MailMessage } from '../mail/outbox.ts';
import type { MailConfig } from '../sales/sale-result.ts';
import { writeSubscriptionOrders } from '../sales/subscription-orders.ts';
import { type Pair, requestsOf } from './order-requests.ts';

export type Done = {
  creados: number;
  sinStock: { suscripcionId: number; feriaId: number }[];
  mailed: boolean;
};

export const NOTHING_DONE: Done = { creados: 0, sinStock: [], mailed: false };

const keyOf = (subId: number, feriaId: number) => `${subId}|${feriaId}`;

export function generateBatch(
  db: Db,
  config: MailConfig,
  pairs: readonly Pair[],
  now: Date,
): Promise<Done> {
  return db.transaction((tx) => generateBatchIn(tx, config, pairs, now));
}

/** The batch in the caller's transaction (a run's own, or a subscribing's: generate.ts). */
export async function generateBatchIn(
  tx: Tx,
  config: MailConfig,
  pairs: readonly Pair[],
  now: Date,
): Promise<Done> {
  const subIds = [...new Set(pairs.map((p) => p.subId))];
  const locked = await tx
    .select()
    .from(suscripciones)
    .where(inArray(suscripciones.id, subIds))
    .orderBy(asc(suscripciones.id))
    .for('update');
  const subs = new Map(locked.filter((s) => s.estado === 'activa').map((s) => [s.id, s]));
  const skipped = await tx
    .select()
    .from(suscripcionSalteadas)
    .where(inArray(suscripcionSalteadas.suscripcionId, [...subs.keys()].concat(0)));
  const skips = new Set(skipped.map((s) => keyOf(s.suscripcionId, s.feriaId)));
  const wanted = pairs.filter((p) => subs.has(p.subId) && !skips.has(keyOf(p.subId, p.feria.id)));
  if (wanted.length === 0) return NOTHING_DONE;
  const values = wanted.map((p) => ({ suscripcionId: p.subId, feriaId: p.feria.id }));
  await tx.insert(suscripcionPedidos).values(values).onConflictDoNothing();
  // By the primary key's columns (a list of pairs is planned as a scan); the extra rows are
  // other ferias' of the same subscriptions, whose locks this transaction holds anyway.
  const rows = await tx
    .select()
    .from(suscripcionPedidos)
    .where(
      and(
        inArray(suscripcionPedidos.suscripcionId, [...new Set(wanted.map((p) => p.subId))]),
        inArray(suscripcionPedidos.feriaId, [...new Set(wanted.map((p) => p.feria.id))]),
      ),
    )
    .orderBy(asc(suscripcionPedidos.suscripcionId), asc(suscripcionPedidos.feriaId))
    .for('update');
  const rowOf = new Map(rows.map((r) => [keyOf(r.suscripcionId, r.feriaId), r]));
  const open = wanted.filter((p) => rowOf.get(keyOf(p.subId, p.feria.id))?.saleId === null);
  const weeks = await weeksWithOrder(tx, open);
  const todo = open.filter((p) => !weeks.has(keyOf(p.subId, p.feria.id)));
  if (todo.length === 0) return NOTHING_DONE;

  const requests = await requestsOf(tx, todo, subs, now);
  const outcomes = await writeSubscriptionOrders(tx, config, requests);
  const made: [Pair, number][] = [];
  const short: Pair[] = [];
  const mails: MailMessage[] = [];
  todo.forEach((pair, i) => {
    const outcome = outcomes[i]!;
    if (outcome.ok) made.push([pair, outcome.saleId]);
    if (outcome.ok || outcome.reason !== 'stock') return;
    short.push(pair);
    // Told once per feria; the next runs try again until the cierre.
    if (rowOf.get(keyOf(pair.subId, pair.feria.id))?.sinStockAvisado) return;
    const request = requests[i]!;
    const bolson = { nombre: request.bolson, fecha: pair.feria.fecha };
    const mail = sinStockMail(request.input.cliente, bolson, mailContext(config));
    if (mail) mails.push(mail);
  });
  if (made.length > 0) {
    const list = sql.join(
      made.map(([p, saleId]) => sql`(${p.subId}::int, ${p.feria.id}::int, ${saleId}::int)`),
      sql`, `,
    );
    await tx.execute(sql`update suscripcion_pedidos p set sale_id = v.sale_id, sin_stock = false
      from (values ${list}) as v(suscripcion_id, feria_id, sale_id)
      where p.suscripcion_id = v.suscripcion_id and p.feria_id = v.feria_id`);
  }
  if (short.length > 0) {
    await tx
      .update(suscripcionPedidos)
      .set({ sinStock: true, sinStockAvisado: true })
      .where(pairIn(short));
  }
  await enqueueMails(tx, mails);
  const sinStock = short.map((p) => ({ suscripcionId: p.subId, feriaId: p.feria.id }));
  return { creados: made.length, sinStock, mailed: made.length > 0 || mails.length > 0 };
}

const pairIn = (pairs: readonly Pair[]): SQL =>
  sql`(${suscripcionPedidos.suscripcionId}, ${suscripcionPedidos.feriaId}) in (${sql.join(
    pairs.map((p) => sql`(${p.subId}::int, ${p.feria.id}::int)`),
    sql`, `,
  )})`;

/** The pairs whose feria's week already holds an order of the subscription (one moved there). */
async function weeksWithOrder(tx: Tx, pairs: readonly Pair[]): Promise<Set<string>> {
  if (pairs.length === 0) return new Set();
  const bounds = pairs.map((p) => weekBounds(p.feria.fecha));
  const desde = bounds.map((b) => b.desde).sort()[0]!;
  const hasta = bounds
    .map((b) => b.hasta)
    .sort()
    .at(-1)!;
  const orders = await tx
    .select({ subId: sales.suscripcionId, fecha: ferias.fecha })
    .from(sales)
    .innerJoin(ferias, eq(ferias.id, sales.feriaId))
    .where(
      and(
        inArray(sales.suscripcionId, [...new Set(pairs.map((p) => p.subId))]),
        ne(sales.estado, ANNULLED_STATUS),
        gte(ferias.fecha, desde),
        lte(ferias.fecha, hasta),
      ),
    );
  const found = new Set<string>();
  pairs.forEach((p, i) => {
    const { desde: from, hasta: to } = bounds[i]!;
    const inWeek = (o: { subId: number | null; fecha: string }) =>
      o.subId === p.subId && o.fecha >= from && o.fecha <= to;
    if (orders.some(inWeek)) found.add(keyOf(p.subId, p.feria.id));
  });
  return found;
}
