// MARKET §15 "Ventas" and "Ferias" of the producer's portal: the lines of their products (the
// line's producer as Liquidaciones decides it), never anything of the customer nor another
// producer's line; and the ferias ahead with how many orders hold their products.
import { addDays, SHOP_TIME_ZONE, shopToday } from '@feria/domain/rules/dates';
import { formatDecimalEs, toCents } from '@feria/domain/rules/money';
import type { PortalFeria, VentaLinea } from '@feria/domain/rules/portal';
import { ANNULLED_STATUS, DELIVERED_STATUS } from '@feria/domain/rules/sale-status';
import { formatCantidad } from '@feria/domain/rules/weight';
import { and, asc, countDistinct, eq, gte, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { ferias, noLlevo, products, saleLines, sales } from '../../db/schema.ts';
import { toCsv } from '../../shared/csv.ts';
import { toFeria } from '../ferias/dto.ts';
import { lineOfProducer, type Period, producerIdOfLine } from '../settlements/read.ts';

const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${SHOP_TIME_ZONE})`;

/** By feria, its sales; by dates, the sales made on those Buenos Aires days. */
const madeIn = (period: Period): SQL | undefined =>
  'feriaId' in period
    ? eq(sales.feriaId, period.feriaId)
    : and(
        gte(sales.createdAt, dayStart(period.desde)),
        lt(sales.createdAt, dayStart(addDays(period.hasta, 1))),
      );

/**
 * `GET /api/productor/ventas` as the JSON text of its answer, `{ lineas: VentaLinea[], total }`,
 * built by the database: a year of a producer is some 20,000 lines (issue 63), and decoding them
 * into objects to write them back as JSON cost more than the query. The lines are found from the
 * producer's products (lineOfProducer), not among every line of the period's sales.
 */
export async function ownSalesJson(db: DbOrTx, productorId: number, period: Period) {
  // Each field as VentaLinea names it, in its order; pesos as JavaScript's cents / 100 gives them
  // (float8 prints the shortest form that reads back the same, as JSON.stringify does).
  const lines = sql`select ${sales.id} as "pedidoId",
      to_char(${sales.createdAt} at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM-DD') as fecha,
      case when ${ferias.id} is null then null
        else json_build_object('id', ${ferias.id}, 'fecha', ${ferias.fecha}, 'lugar', ${ferias.lugar})
      end as feria,
      case when ${sales.canal} = 'pos' then 'pos' else 'web' end as canal,
      ${saleLines.productId} as "idProducto", ${saleLines.nombre} as producto,
      ${saleLines.medida} as medida,
      case when ${saleLines.unidad} = 'kg' then 'kg' else 'unidad' end as unidad,
      ${saleLines.cantidad} as cantidad, ${saleLines.precioCents}::float8 / 100 as precio,
      ${saleLines.subtotalCents}::float8 / 100 as importe,
      ${sales.cobroEstado} = 'cobrado' as cobrado, ${sales.estado} = ${DELIVERED_STATUS} as entregado,
      ${saleLines.subtotalCents} as cents
    from ${sales}
    inner join ${saleLines} on ${saleLines.saleId} = ${sales.id}
    left join ${products} on ${products.id} = ${saleLines.productId}
    left join ${ferias} on ${ferias.id} = ${sales.feriaId}
    where ${and(madeIn(period), ne(sales.estado, ANNULLED_STATUS), lineOfProducer(productorId))}`;
  // The line without its cents (kept for an exact total): row_to_json writes no spaces.
  const [row] = rowsOf<{ json: string }>(
    await db.execute(sql`select '{"lineas":' || coalesce(json_agg(v
        order by v.fecha, v."pedidoId", v."idProducto" nulls first)::text, '[]')
      || ',"total":' || (coalesce(sum(l.cents), 0)::float8 / 100)::text || '}' as json
    from (${lines}) l, lateral (select l."pedidoId", l.fecha, l.feria, l.canal, l."idProducto",
      l.producto, l.medida, l.unidad, l.cantidad, l.precio, l.importe, l.cobrado,
      l.entregado) v`),
  );
  return row!.json;
}

/** The same as objects (the CSV). */
export async function ownSales(
  db: DbOrTx,
  productorId: number,
  period: Period,
): Promise<{ lineas: VentaLinea[]; total: number }> {
  return JSON.parse(await ownSalesJson(db, productorId, period));
}

const ddmm = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;
const siNo = (b: boolean) => (b ? 'si' : 'no');

/** `GET /api/productor/ventas.csv`: one row a line, as MARKET §15 writes it. */
export function ownSalesCsv(lineas: readonly VentaLinea[]): string {
  const rows = lineas.map((l) => [
    `${ddmm(l.fecha)}/${l.fecha.slice(0, 4)}`,
    l.feria ? `${ddmm(l.feria.fecha)} ${l.feria.lugar}` : '',
    String(l.pedidoId),
    l.producto,
    l.medida,
    formatCantidad(l.unidad, l.cantidad),
    formatDecimalEs(toCents(l.precio)),
    formatDecimalEs(toCents(l.importe)),
    siNo(l.cobrado),
    siNo(l.entregado),
  ]);
  const header = ['Fecha', 'Feria', 'Pedido', 'Producto', 'Medida', 'Cantidad', 'Precio'];
  return toCsv([...header, 'Importe', 'Cobrado', 'Entregado'], rows);
}

/**
 * The programada ferias from today on (or only `onlyId`), by date, with "No llevo" and their
 * orders holding the producer's products.
 */
export async function ownFerias(
  db: DbOrTx,
  productorId: number,
  now = new Date(),
  onlyId?: number,
) {
  const rows = await db
    .select()
    .from(ferias)
    .where(
      and(
        eq(ferias.estado, 'programada'),
        gte(ferias.fecha, shopToday(now)),
        onlyId === undefined ? undefined : eq(ferias.id, onlyId),
      ),
    )
    .orderBy(asc(ferias.fecha), asc(ferias.desde), asc(ferias.id));
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const marks = await db
    .select({ feriaId: noLlevo.feriaId })
    .from(noLlevo)
    .where(and(eq(noLlevo.productorId, productorId), inArray(noLlevo.feriaId, ids)));
  const counts = await db
    .select({ feriaId: sales.feriaId, n: countDistinct(sales.id) })
    .from(sales)
    .innerJoin(saleLines, eq(saleLines.saleId, sales.id))
    .leftJoin(products, eq(products.id, saleLines.productId))
    .where(
      and(
        inArray(sales.feriaId, ids),
        ne(sales.estado, ANNULLED_STATUS),
        sql`${producerIdOfLine} = ${productorId}`,
      ),
    )
    .groupBy(sales.feriaId);
  const marked = new Set(marks.map((m) => m.feriaId));
  const pedidos = new Map(counts.map((c) => [c.feriaId, c.n]));
  return rows.map((row): PortalFeria => {
    const { estado: _estado, ...feria } = toFeria(row, now);
    return { ...feria, noLlevo: marked.has(row.id), pedidos: pedidos.get(row.id) ?? 0 };
  });
}
