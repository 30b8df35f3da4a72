// The settlement (MARKET §4), its figures: the domain's settle over what read.ts read, in pesos
// for the API and as a spreadsheet with the same figures as the screen.
import { shopDateParts } from '@feria/domain/rules/dates';
import { formatDecimalEs, fromCents, toCents } from '@feria/domain/rules/money';
import { settle } from '@feria/domain/rules/settlement';
import { formatCantidad } from '@feria/domain/rules/weight';
import type { Liquidacion } from '@feria/domain/schemas/producer';
import type { DbOrTx } from '../../db/client.ts';
import { toCsv } from '../../shared/csv.ts';
import { paymentDates, pendingDeductions, withPaidProducers } from './paid-lines.ts';
import { type Period, settlementSales } from './read.ts';

/** The API answer: pesos with two decimals. Producers with only paid lines, or with lines to
 * take off, appear too (round 4). With `productorId`, only that producer's element (computed from
 * its own lines alone: the same figures as in everyone's), or none. */
export async function settlement(
  db: DbOrTx,
  period: Period,
  productorId?: number,
): Promise<Liquidacion[]> {
  const { sales: list, comisionBp, paid } = await settlementSales(db, period, productorId);
  const settled = withPaidProducers(settle(list, comisionBp), paid.producers());
  const [fechas, descuentos] = await Promise.all([
    paymentDates(db, paid.pagoIds()),
    pendingDeductions(db, productorId),
  ]);
  const rows = withPaidProducers(settled, descuentos.producers);
  return rows.map((p) => {
    const aDescontarCents = descuentos.cents.get(p.productor.id) ?? 0;
    return {
      productor: p.productor,
      lineas: p.lineas.map(({ importeCents, ...l }) => ({
        ...l,
        importe: fromCents(importeCents),
      })),
      bruto: fromCents(p.brutoCents),
      comision: fromCents(p.comisionCents),
      aPagar: fromCents(p.aPagarCents - aDescontarCents),
      porcentaje: (comisionBp.get(p.productor.id) ?? descuentos.bp.get(p.productor.id) ?? 0) / 100,
      yaPagado: paid.of(p.productor.id).map((x) => ({
        pagoId: x.pagoId,
        fecha: fechas.get(x.pagoId) ?? '',
        importe: fromCents(x.cents),
      })),
      aDescontar: fromCents(aDescontarCents),
    };
  });
}

/** "28/11": the day of a producer's payment, in Buenos Aires. */
function paidOn(iso: string): string {
  const [, mes, dia] = shopDateParts(new Date(iso)).dia.split('-');
  return `${dia}/${mes}`;
}

/**
 * The same as a spreadsheet, with the same figures as the screen: the lines of each producer,
 * then its Bruto, Comisión, each "Ya pagado el dd/mm" (lines paid before, not counted again),
 * "A descontar" (paid lines annulled since) and A pagar; then the totals.
 */
export async function settlementCsv(
  db: DbOrTx,
  period: Period,
  productorId?: number,
): Promise<string> {
  // MARKET §15: a producer's own CSV is its rows of the admin's, without the "Total" rows.
  const producers = await settlement(db, period, productorId);
  const rows: string[][] = [];
  const sum = (who: string, label: string, cents: number) =>
    rows.push([who, '', label, '', '', formatDecimalEs(cents)]);
  const totals = { bruto: 0, comision: 0, aPagar: 0 };
  for (const p of producers) {
    for (const l of p.lineas) {
      rows.push([
        p.productor.nombre,
        l.idProducto === null ? '' : String(l.idProducto),
        l.nombre,
        l.medida,
        formatCantidad(l.unidad ?? 'unidad', l.cantidad),
        formatDecimalEs(toCents(l.importe)),
      ]);
    }
    sum(p.productor.nombre, 'Bruto', toCents(p.bruto));
    sum(p.productor.nombre, 'Comisión', toCents(p.comision));
    for (const y of p.yaPagado) {
      sum(p.productor.nombre, `Ya pagado el ${paidOn(y.fecha)}`, toCents(y.importe));
    }
    if (p.aDescontar > 0) sum(p.productor.nombre, 'A descontar', -toCents(p.aDescontar));
    sum(p.productor.nombre, 'A pagar', toCents(p.aPagar));
    totals.bruto += toCents(p.bruto);
    totals.comision += toCents(p.comision);
    totals.aPagar += toCents(p.aPagar);
  }
  if (productorId === undefined) {
    sum('Total', 'Bruto', totals.bruto);
    sum('Total', 'Comisión', totals.comision);
    sum('Total', 'A pagar', totals.aPagar);
  }
  return toCsv(['Productor', 'ID', 'Producto', 'Medida', 'Cantidad', 'Importe'], rows);
}
