import { LOW_STOCK } from '@feria/domain/catalog';
import { addDays, SHOP_TIME_ZONE, shopToday } from '@feria/domain/dates';
import { fromCents } from '@feria/domain/money';
import {
  type AdminOverview,
  type DaySales,
  fillDays,
  OVERVIEW_DAYS,
  sumSince,
  weekStart,
} from '@feria/domain/overview';
import { ANNULLED_STATUS, type SaleStatus } from '@feria/domain/sale-status';
import { and, count, gte, inArray, lt, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { products, sales } from '../../db/schema.ts';

/** Orders still to be prepared or handed over. */
const TO_PREPARE: SaleStatus[] = ['Pendiente', 'En preparación'];

/** Sales per shop day (Buenos Aires) from `firstDay` on, annulled ones left out. */
async function salesPerDay(db: DbOrTx, firstDay: string): Promise<DaySales[]> {
  const localDay = sql`(${sales.createdAt} at time zone ${SHOP_TIME_ZONE})::date`;
  // The first day's local midnight as an instant, so the created_at index serves the range.
  const since = sql`(${firstDay}::date::timestamp at time zone ${SHOP_TIME_ZONE})`;
  const rows = rowsOf<{ dia: string; cantidad: unknown; total: unknown }>(
    await db.execute(sql`
      select ${localDay}::text as dia, count(*)::int as cantidad, sum(${sales.totalCents})::text as total
      from ${sales}
      where ${sales.estado} <> ${ANNULLED_STATUS} and ${sales.createdAt} >= ${since}
      group by 1`),
  );
  return rows.map((r) => ({
    dia: r.dia,
    cantidad: Number(r.cantidad),
    totalCents: Number(r.total),
  }));
}

export async function adminOverview(db: DbOrTx, now = new Date()): Promise<AdminOverview> {
  const today = shopToday(now);
  const firstDay = addDays(today, -(OVERVIEW_DAYS - 1));
  const [perDay, [pending], [stock]] = await Promise.all([
    salesPerDay(db, firstDay),
    db.select({ n: count() }).from(sales).where(inArray(sales.estado, TO_PREPARE)),
    db
      .select({
        sinStock: sql<number>`count(*) filter (where ${products.stock} = 0)::int`,
        pocoStock: sql<number>`count(*) filter (where ${and(gte(products.stock, 1), lt(products.stock, LOW_STOCK))})::int`,
      })
      .from(products),
  ]);
  const days = fillDays(perDay, today);
  const hoy = sumSince(days, today);
  const desde = weekStart(today);
  const semana = sumSince(days, desde);
  return {
    hoy: { cantidad: hoy.cantidad, total: fromCents(hoy.totalCents) },
    semana: { desde, cantidad: semana.cantidad, total: fromCents(semana.totalCents) },
    pendientes: Number(pending?.n ?? 0),
    sinStock: Number(stock?.sinStock ?? 0),
    pocoStock: Number(stock?.pocoStock ?? 0),
    dias: days.map((d) => ({ dia: d.dia, cantidad: d.cantidad, total: fromCents(d.totalCents) })),
  };
}
