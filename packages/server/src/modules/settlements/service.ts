// The settlement (MARKET §4): per producer, what sold in a range of Buenos Aires days, at the
// prices of each sale. The arithmetic is the domain's (settle); this reads the sales.

import { isCollected } from '@feria/domain/rules/cobro';
import { addDays, SHOP_TIME_ZONE } from '@feria/domain/rules/dates';
import { formatDecimalEs, fromCents } from '@feria/domain/rules/money';
import { type SettlementSale, settle, settlementTotals } from '@feria/domain/rules/settlement';
import { formatCantidad } from '@feria/domain/rules/weight';
import type { Liquidacion } from '@feria/domain/schemas/producer';
import { and, eq, gte, lt, lte, max, min, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sameFoldedName } from '../../db/fold.ts';
import { ferias, productores, products, saleLines, sales } from '../../db/schema.ts';
import { toCsv } from '../../shared/csv.ts';

const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${SHOP_TIME_ZONE})`;

/** What a settlement covers: a range of Buenos Aires days (both included), or one feria's sales
 * (web orders for it and the stall's sales that day). Only cobrado sales count (MARKET §4, §7):
 * by dates a sale belongs to the day its cobro happened, by feria to its feria. */
export type Period = { desde: string; hasta: string } | { feriaId: number };

const inPeriod = (period: Period) =>
  and(
    eq(sales.cobroEstado, 'cobrado'),
    'feriaId' in period
      ? eq(sales.feriaId, period.feriaId)
      : and(
          gte(sales.cobroFecha, dayStart(period.desde)),
          lt(sales.cobroFecha, dayStart(addDays(period.hasta, 1))),
        ),
  );

const DAYS_PER_QUERY = 3;

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

/** Whether the feria exists (a settlement of an unknown one is a 404, not an empty list). */
export async function feriaExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: ferias.id }).from(ferias).where(eq(ferias.id, id));
  return Boolean(row);
}

/**
 * The sales of the period. A line is its product's producer's; a line whose product was deleted
 * goes by the brand it was sold under.
 */
export async function settlementSales(
  db: DbOrTx,
  period: Period,
): Promise<{ sales: SettlementSale[]; comisionBp: Map<number, number> }> {
  // The line's producer: its product's, or the one its brand names (one index lookup per line). An
  // `or` in the join made PostgreSQL try every producer against every line (5.3 s for 60 days).
  const producerId = sql`coalesce(${products.productorId}, (select byname.id from ${productores} byname
    where ${sameFoldedName(sql`byname.nombre_normalizado`, saleLines.marca)}
    order by byname.id limit 1))`;
  const read = (part: Period, ids: { lo: number; hi: number }) =>
    db
      .select({
        saleId: sales.id,
        lineId: saleLines.id,
        estado: sales.estado,
        cobro: sales.cobroEstado,
        recargoCents: sales.recargoCents,
        idProducto: saleLines.productId,
        nombre: saleLines.nombre,
        medida: saleLines.medida,
        cantidad: saleLines.cantidad,
        unidad: saleLines.unidad,
        importeCents: saleLines.subtotalCents,
        productorId: productores.id,
        productorNombre: productores.nombre,
        comisionBp: productores.comisionBp,
      })
      .from(sales)
      .innerJoin(saleLines, eq(saleLines.saleId, sales.id))
      .leftJoin(products, eq(products.id, saleLines.productId))
      .innerJoin(productores, sql`${productores.id} = ${producerId}`)
      .where(and(inPeriod(part), gte(saleLines.saleId, ids.lo), lte(saleLines.saleId, ids.hi)));
  // A few days per query, the database let go between them: on the embedded one, orders placed
  // meanwhile wait for one short query, not for the whole settlement (issue 35).
  const rows: Awaited<ReturnType<typeof read>> = [];
  for (const part of periodParts(period)) {
    // The part's sales lie between these ids: their lines are read by the index on sale_id, not by
    // a scan of every line the shop ever sold.
    const [ids] = await db
      .select({ lo: min(sales.id), hi: max(sales.id) })
      .from(sales)
      .where(inPeriod(part));
    if (ids?.lo == null || ids.hi == null) continue;
    for (const row of await read(part, { lo: ids.lo, hi: ids.hi })) rows.push(row);
    await new Promise((resolve) => setImmediate(resolve));
  }
  rows.sort((a, b) => a.saleId - b.saleId || a.lineId - b.lineId);
  const bySale = new Map<number, SettlementSale & { lineas: SettlementSale['lineas'][number][] }>();
  const comisionBp = new Map<number, number>();
  for (const r of rows) {
    comisionBp.set(r.productorId, r.comisionBp);
    let sale = bySale.get(r.saleId);
    if (!sale) {
      // Annulled or not yet paid: never settled (the query already keeps only cobrado sales).
      sale = { anulada: !isCollected(r), recargoCents: r.recargoCents, lineas: [] };
      bySale.set(r.saleId, sale);
    }
    sale.lineas.push({
      productorId: r.productorId,
      productorNombre: r.productorNombre,
      idProducto: r.idProducto,
      nombre: r.nombre,
      medida: r.medida,
      cantidad: r.cantidad,
      unidad: r.unidad,
      importeCents: r.importeCents,
    });
  }
  return { sales: [...bySale.values()], comisionBp };
}

/** The API answer: pesos with two decimals. */
export async function settlement(db: DbOrTx, period: Period): Promise<Liquidacion[]> {
  const { sales: list, comisionBp } = await settlementSales(db, period);
  return settle(list, comisionBp).map((p) => ({
    productor: p.productor,
    lineas: p.lineas.map(({ importeCents, ...l }) => ({ ...l, importe: fromCents(importeCents) })),
    bruto: fromCents(p.brutoCents),
    comision: fromCents(p.comisionCents),
    aPagar: fromCents(p.aPagarCents),
    porcentaje: (comisionBp.get(p.productor.id) ?? 0) / 100,
  }));
}

/** The same as a spreadsheet: the lines of each producer, then its Bruto, Comisión, A pagar. */
export async function settlementCsv(db: DbOrTx, period: Period): Promise<string> {
  const { sales: list, comisionBp } = await settlementSales(db, period);
  const producers = settle(list, comisionBp);
  const rows: string[][] = [];
  const sum = (who: string, label: string, cents: number) =>
    rows.push([who, '', label, '', '', formatDecimalEs(cents)]);
  for (const p of producers) {
    for (const l of p.lineas) {
      rows.push([
        p.productor.nombre,
        l.idProducto === null ? '' : String(l.idProducto),
        l.nombre,
        l.medida,
        formatCantidad(l.unidad ?? 'unidad', l.cantidad),
        formatDecimalEs(l.importeCents),
      ]);
    }
    sum(p.productor.nombre, 'Bruto', p.brutoCents);
    sum(p.productor.nombre, 'Comisión', p.comisionCents);
    sum(p.productor.nombre, 'A pagar', p.aPagarCents);
  }
  const totals = settlementTotals(producers);
  sum('Total', 'Bruto', totals.brutoCents);
  sum('Total', 'Comisión', totals.comisionCents);
  sum('Total', 'A pagar', totals.aPagarCents);
  return toCsv(['Productor', 'ID', 'Producto', 'Medida', 'Cantidad', 'Importe'], rows);
}
