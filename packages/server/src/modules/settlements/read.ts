// The settlement (MARKET §4), its reading: per producer, the lines of the period's collected
// sales at the prices of each sale, and the lines paid before (paid-lines.ts). figures.ts turns
// them into the answer and the spreadsheet; the arithmetic is the domain's (settle).

import { setImmediate } from 'node:timers/promises';
import { type CobroEstado, isCollected } from '@feria/domain/rules/cobro';
import { addDays, SHOP_TIME_ZONE } from '@feria/domain/rules/dates';
import type { SaleStatus } from '@feria/domain/rules/sale-status';
import type { SettlementSale } from '@feria/domain/rules/settlement';
import type { Unidad } from '@feria/domain/rules/weight';
import { and, asc, between, eq, gte, lt, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { sameFoldedName } from '../../db/fold.ts';
import {
  ferias,
  lineasPagadas,
  pagos,
  productores,
  products,
  saleLines,
  sales,
} from '../../db/schema.ts';
import { paidLines, uncollectedPaid } from './paid-lines.ts';
import { soldLines } from './sold-lines.ts';

const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${SHOP_TIME_ZONE})`;

/** The lines `read` gives, summed: per producer, product line (settle's key), whether it counts and
 * the payment that settled it; the named columns of its json_build_object. */
type SoldRow = {
  /** Where its first line stands among the period's: that line's sale id, then its own id. */
  at: [saleId: number, lineId: number];
  estado: SaleStatus;
  cobro: CobroEstado;
  idProducto: number | null;
  nombre: string;
  medida: string;
  cantidad: number;
  unidad: Unidad;
  importeCents: number;
  productorId: number;
  productorNombre: string;
  comisionBp: number;
  /** The payment that settled them (round 4), and what it paid for them; null while unpaid. */
  pagoId: number | null;
  pagadoCents: number | null;
};

const INT_FIELDS = ['cantidad', 'importeCents', 'productorId', 'comisionBp'];

/** The row's shape checked once as it is read: a renamed column fails here, not in a sum. */
function soldRow(raw: unknown): SoldRow {
  const r = raw as Record<string, unknown>;
  for (const key of INT_FIELDS) {
    if (!Number.isInteger(r[key])) throw new Error(`Liquidación: ${key} inválido`);
  }
  const at = r.at as unknown[];
  if (!Array.isArray(at) || at.length !== 2 || !at.every(Number.isInteger)) {
    throw new Error('Liquidación: at inválido');
  }
  if (typeof r.nombre !== 'string' || typeof r.productorNombre !== 'string') {
    throw new Error('Liquidación: nombre inválido');
  }
  return r as SoldRow;
}

/** The producer of a sale line: its product's, or the one its brand names (needs the line's
 * product left-joined). */
export const producerIdOfLine = sql`coalesce(${products.productorId}, (select byname.id from ${productores} byname
    where ${sameFoldedName(sql`byname.nombre_normalizado`, saleLines.marca)}
    order by byname.id limit 1))`;

/**
 * Whether a sale line is the producer's (producerIdOfLine), written so that the line's indexes
 * answer it (sale_lines_product_idx, migration 0053): only lines of its products, of products
 * without a producer or of deleted products can be, and the rule then decides among them. A
 * producer's year is its own lines, not every line of the year's sales (issue 63). Needs the
 * line's product left-joined.
 */
export const lineOfProducer = (productorId: number) =>
  sql`(${saleLines.productId} = any(array(select own.id from ${products} own
      where own.productor_id = ${productorId} or own.productor_id is null))
    or ${saleLines.productId} is null)
    and ${producerIdOfLine} = ${productorId}`;

/** What a settlement covers: a range of Buenos Aires days (both included), or one feria's sales
 * (web orders for it and the stall's sales that day). Only cobrado sales count (MARKET §4, §7):
 * by dates a sale belongs to the day its cobro happened, by feria to its feria. */
export type Period = { desde: string; hasta: string } | { feriaId: number };

export const inPeriod = (period: Period) =>
  and(
    eq(sales.cobroEstado, 'cobrado'),
    'feriaId' in period
      ? eq(sales.feriaId, period.feriaId)
      : and(
          gte(sales.cobroFecha, dayStart(period.desde)),
          lt(sales.cobroFecha, dayStart(addDays(period.hasta, 1))),
        ),
  );

/** Where a sale that is not cobrado any more belonged: its feria, or the day of its latest cobro
 * record (MARKET §7b keeps it after the devolución). */
const wasInPeriod = (period: Period) =>
  'feriaId' in period
    ? eq(sales.feriaId, period.feriaId)
    : sql`(select max(${pagos.fecha}) from ${pagos} where ${pagos.saleId} = ${sales.id}
        and ${pagos.tipo} = 'cobro') >= ${dayStart(period.desde)}
        and (select max(${pagos.fecha}) from ${pagos} where ${pagos.saleId} = ${sales.id}
        and ${pagos.tipo} = 'cobro') < ${dayStart(addDays(period.hasta, 1))}`;

const DAYS_PER_QUERY = 3;
const SALES_PER_QUERY = 500;

/** A range of days as consecutive ranges of DAYS_PER_QUERY days; a feria as itself. */
function periodParts(period: Period): Period[] {
  if ('feriaId' in period) return [period];
  const parts: Period[] = [];
  for (let desde = period.desde; desde <= period.hasta; desde = addDays(desde, DAYS_PER_QUERY)) {
    const last = addDays(desde, DAYS_PER_QUERY - 1);
    parts.push({ desde, hasta: last < period.hasta ? last : period.hasta });
  }
  return parts;
}

/** The first Buenos Aires day from `desde` to `hasta` with a cobrado sale, or null. */
async function nextDayWithSales(db: DbOrTx, desde: string, hasta: string) {
  if (desde > hasta) return null;
  const [row] = await db
    .select({
      day: sql<
        string | null
      >`(min(${sales.cobroFecha}) at time zone ${SHOP_TIME_ZONE})::date::text`,
    })
    .from(sales)
    .where(inPeriod({ desde, hasta }));
  return row?.day ?? null;
}

/** Whether the feria exists (a settlement of an unknown one is a 404, not an empty list). */
export async function feriaExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: ferias.id }).from(ferias).where(eq(ferias.id, id));
  return Boolean(row);
}

/**
 * What the period's collected sales sold, summed per product line (sold-lines.ts). A line is its
 * product's producer's; a line whose product was deleted goes by the brand it was sold under.
 * With `productorId`, only that producer's lines are read (the portal, a payment): its figures are
 * the same as in everyone's settlement, since each producer's are computed apart.
 */
export async function settlementSales(
  db: DbOrTx,
  period: Period,
  productorId?: number,
): Promise<{
  sales: SettlementSale[];
  comisionBp: Map<number, number>;
  paid: ReturnType<typeof paidLines>;
}> {
  // The line's producer: its product's, or the one its brand names (one index lookup per line). An
  // `or` in the join made PostgreSQL try every producer against every line (5.3 s for 60 days).
  const producerId = producerIdOfLine;
  // The lines summed in the query per producer, product line, sale state and payment (issue 63: a
  // year of a producer is 20,000 lines, a handful of rows), as one JSON text (issue 36: the
  // embedded database's driver decoded rows field by field).
  const read = async (part: Period, ids: [lo: number, hi: number] | null) => {
    const lines = db
      .select({
        r: sql`json_build_object('at', min(array[${sales.id}, ${saleLines.id}]),
          'estado', ${sales.estado}, 'cobro', ${sales.cobroEstado},
          'idProducto', ${saleLines.productId}, 'nombre', ${saleLines.nombre},
          'medida', ${saleLines.medida}, 'cantidad', sum(${saleLines.cantidad}),
          'unidad', ${saleLines.unidad}, 'importeCents', sum(${saleLines.subtotalCents}),
          'productorId', ${productores.id}, 'productorNombre', ${productores.nombre},
          'comisionBp', ${productores.comisionBp}, 'pagoId', ${lineasPagadas.pagoId},
          'pagadoCents', sum(${lineasPagadas.aPagarCents}))`.as('r'),
      })
      .from(sales)
      .innerJoin(saleLines, eq(saleLines.saleId, sales.id))
      .leftJoin(products, eq(products.id, saleLines.productId))
      .innerJoin(productores, sql`${productores.id} = ${producerId}`)
      .leftJoin(lineasPagadas, eq(lineasPagadas.saleLineId, saleLines.id))
      .where(
        and(
          inPeriod(part),
          ids ? between(sales.id, ids[0], ids[1]) : undefined,
          ids ? between(saleLines.saleId, ids[0], ids[1]) : undefined, // by the index on sale_id
          productorId === undefined ? undefined : lineOfProducer(productorId),
        ),
      )
      .groupBy(
        productores.id,
        productores.nombre,
        productores.comisionBp,
        saleLines.productId,
        saleLines.nombre,
        saleLines.medida,
        saleLines.unidad,
        sales.estado,
        sales.cobroEstado,
        lineasPagadas.pagoId,
      );
    const [row] = rowsOf<{ rows: string }>(
      await db.execute(sql`select coalesce(json_agg(q.r), '[]')::text as rows from (${lines}) q`),
    );
    return (JSON.parse(row?.rows ?? '[]') as unknown[]).map(soldRow);
  };
  const sold = soldLines();
  // In any order: soldLines places each sum by where its first line stands.
  const paid = paidLines();
  const add = (r: SoldRow) => {
    const line = {
      idProducto: r.idProducto,
      nombre: r.nombre,
      medida: r.medida,
      cantidad: r.cantidad,
      unidad: r.unidad,
      importeCents: r.importeCents,
      productorId: r.productorId,
      productorNombre: r.productorNombre,
    };
    // Annulled or not yet paid: never settled (the query already keeps only cobrado sales).
    const anulada = !isCollected({ estado: r.estado, cobro: r.cobro });
    // A line a producer was already paid for is shown apart, never counted again (round 4); what
    // was paid stays "Ya pagado" when the sale is annulled since (it is "A descontar" then).
    if (r.pagoId !== null) paid.add(r.productorId, r.productorNombre, r.pagoId, r.pagadoCents ?? 0);
    sold.add(r.at, line, r.comisionBp, anulada || r.pagoId !== null);
  };
  if (productorId !== undefined) {
    // One producer's lines: one query, from its products' lines (lineOfProducer).
    for (const row of await read(period, null)) add(row);
  } else {
    await readInParts(db, period, async (part, lo, hi) => {
      for (const row of await read(part, [lo, hi])) add(row);
    });
  }
  await uncollectedPaid(db, wasInPeriod(period), paid, productorId);
  return { ...sold.result(), paid };
}

/**
 * Every producer's lines, a few days' sale ids per query, then their lines 500 sales per query
 * (the range of ids from the chunk's first to its last), the database let go between queries: on
 * the embedded one, orders placed meanwhile wait for one short query, never for the whole
 * settlement (issue 35). Chunks are disjoint, so each sale is read once; a range, not a list of
 * ids, keeps each query cheap.
 */
async function readInParts(
  db: DbOrTx,
  period: Period,
  read: (part: Period, lo: number, hi: number) => Promise<void>,
) {
  const parts = periodParts(period);
  for (let p = 0; p < parts.length; p++) {
    const part = parts[p]!;
    const ids = (
      await db.select({ id: sales.id }).from(sales).where(inPeriod(part)).orderBy(asc(sales.id))
    ).map((r) => r.id);
    if (ids.length === 0 && 'hasta' in part && 'hasta' in period) {
      // Days without sales are skipped to the next day that has some (one query, not one a part).
      const next = await nextDayWithSales(db, addDays(part.hasta, 1), period.hasta);
      while (
        p + 1 < parts.length &&
        next !== null &&
        (parts[p + 1] as { hasta: string }).hasta < next
      )
        p++;
      if (next === null) break;
    }
    for (let i = 0; i < ids.length; i += SALES_PER_QUERY) {
      await setImmediate();
      const last = ids[Math.min(i + SALES_PER_QUERY, ids.length) - 1]!;
      await read(part, ids[i]!, last);
    }
  }
}
