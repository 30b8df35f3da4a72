import { LOW_STOCK } from '@feria/domain/rules/catalog-view';
import { takings } from '@feria/domain/rules/cobro';
import { addDays, SHOP_TIME_ZONE, shopToday } from '@feria/domain/rules/dates';
import { fromCents } from '@feria/domain/rules/money';
import {
  type AdminOverview,
  type DaySales,
  fillDays,
  OVERVIEW_DAYS,
  sumSince,
  weekStart,
} from '@feria/domain/rules/overview';
import { TO_PREPARE_STATUSES } from '@feria/domain/rules/sale-actions';
import { ANNULLED_STATUS } from '@feria/domain/rules/sale-status';
import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { products, sales } from '../../db/schema.ts';
import { annulledToGiveBack } from '../cobro/sobre-anulada.ts';
import { receiptToReview } from '../sales/manage/service.ts';

/** Web orders still to be prepared (MARKET §7: never stall sales, never what is Listo). */

/** Money collected per shop day (Buenos Aires) from `firstDay` on: a sale counts on the day its
 * cobro happened, and only once cobrado and not annulled (MARKET §7). */
async function salesPerDay(db: DbOrTx, firstDay: string): Promise<DaySales[]> {
  const localDay = sql`(${sales.cobroFecha} at time zone ${SHOP_TIME_ZONE})::date`;
  // The first day's local midnight as an instant, so the cobro_fecha index serves the range.
  const since = sql`(${firstDay}::date::timestamp at time zone ${SHOP_TIME_ZONE})`;
  const rows = rowsOf<{ dia: string; cantidad: unknown; total: unknown }>(
    await db.execute(sql`
      select ${localDay}::text as dia, count(*)::int as cantidad, sum(${sales.totalCents})::text as total
      from ${sales}
      where ${sales.estado} <> ${ANNULLED_STATUS} and ${sales.cobroEstado} = 'cobrado'
        and ${sales.cobroFecha} >= ${since}
      group by 1`),
  );
  return rows.map((r) => ({
    dia: r.dia,
    cantidad: Number(r.cantidad),
    totalCents: Number(r.total),
  }));
}

/** "Cobrado hoy": the money whose cobro happened on `day`, per payment method (MARKET §7). */
async function collectedOn(db: DbOrTx, day: string): Promise<AdminOverview['cobradoHoy']> {
  const rows = await db
    .select({
      canal: sales.canal,
      estado: sales.estado,
      cobro: sales.cobroEstado,
      medio: sql<string>`coalesce(${sales.cobroMedio}, ${sales.formaPago})`,
      totalCents: sales.totalCents,
    })
    .from(sales)
    .where(
      and(
        eq(sales.cobroEstado, 'cobrado'),
        gte(sales.cobroFecha, sql`(${day}::date::timestamp at time zone ${SHOP_TIME_ZONE})`),
        lt(
          sales.cobroFecha,
          sql`(${addDays(day, 1)}::date::timestamp at time zone ${SHOP_TIME_ZONE})`,
        ),
      ),
    );
  const sum = takings(rows);
  return {
    porMedio: Object.fromEntries(Object.entries(sum.porMedio).map(([m, c]) => [m, fromCents(c)])),
    total: fromCents(sum.total),
  };
}

export async function adminOverview(db: DbOrTx, now = new Date()): Promise<AdminOverview> {
  const today = shopToday(now);
  const firstDay = addDays(today, -(OVERVIEW_DAYS - 1));
  const [perDay, [pending], [stock], today$, [receipts], devolver] = await Promise.all([
    salesPerDay(db, firstDay),
    db
      .select({ n: count() })
      .from(sales)
      .where(and(eq(sales.canal, 'web'), inArray(sales.estado, [...TO_PREPARE_STATUSES]))),
    db
      .select({
        sinStock: sql<number>`count(*) filter (where ${products.stock} = 0)::int`,
        pocoStock: sql<number>`count(*) filter (where ${and(gte(products.stock, 1), lt(products.stock, LOW_STOCK))})::int`,
      })
      .from(products),
    collectedOn(db, today),
    db.select({ n: count() }).from(sales).where(receiptToReview()),
    annulledToGiveBack(db),
  ]);
  const days = fillDays(perDay, today);
  const hoy = sumSince(days, today);
  const desde = weekStart(today);
  const semana = sumSince(days, desde);
  return {
    hoy: { cantidad: hoy.cantidad, total: fromCents(hoy.totalCents) },
    semana: { desde, cantidad: semana.cantidad, total: fromCents(semana.totalCents) },
    pendientes: Number(pending?.n ?? 0),
    comprobantesPorRevisar: Number(receipts?.n ?? 0),
    anuladasParaDevolver: devolver,
    cobradoHoy: today$,
    sinStock: Number(stock?.sinStock ?? 0),
    pocoStock: Number(stock?.pocoStock ?? 0),
    dias: days.map((d) => ({ dia: d.dia, cantidad: d.cantidad, total: fromCents(d.totalCents) })),
  };
}
