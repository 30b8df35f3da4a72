// "Marcar pagado" (MARKET §4 round 4): a producer's unpaid lines of a settlement are paid once. In
// one transaction: the producer's row locked (two clicks at once wait for each other, and the
// second finds nothing left), the payment, the lines it settled, the deductions it took, the
// Balance's Gasto "Pago a {productor}" and the audit entry.
import { shopToday } from '@feria/domain/rules/dates';
import { formatMoney, fromCents } from '@feria/domain/rules/money';
import { splitPayment } from '@feria/domain/rules/producer-payment';
import type { PagoProductor } from '@feria/domain/schemas/producer-payment';
import { and, desc, eq, inArray, isNull, ne, notExists, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  cashEntries,
  lineasPagadas,
  pagosProductor,
  productores,
  products,
  saleLines,
  sales,
} from '../../db/schema.ts';
import { recordAudit } from '../audit/service.ts';
import type { AuditWho } from '../audit/who.ts';
import { notCollected } from './paid-lines.ts';
import { inPeriod, lineOfProducer, type Period } from './read.ts';

export type PayResult =
  | { ok: true; pago: PagoProductor }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'nothing'; productor: string };

type PagoRow = typeof pagosProductor.$inferSelect;

const toPago = (row: PagoRow, productor: string): PagoProductor => ({
  id: row.id,
  productorId: row.productorId,
  productor,
  desde: row.desde,
  hasta: row.hasta,
  feriaId: row.feriaId,
  bruto: fromCents(row.brutoCents),
  comision: fromCents(row.comisionCents),
  aDescontar: fromCents(row.descuentoCents),
  aPagar: fromCents(row.aPagarCents),
  fecha: row.fecha.toISOString(),
  quien: row.quien,
});

/** The producer's collected, not annulled, not yet paid lines of the period. */
async function unpaidLines(tx: DbOrTx, productorId: number, period: Period) {
  return tx
    .select({ id: saleLines.id, cents: saleLines.subtotalCents })
    .from(sales)
    .innerJoin(saleLines, eq(saleLines.saleId, sales.id))
    .leftJoin(products, eq(products.id, saleLines.productId))
    .where(
      and(
        inPeriod(period),
        ne(sales.estado, 'Anulado'),
        lineOfProducer(productorId),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(lineasPagadas)
            .where(eq(lineasPagadas.saleLineId, saleLines.id)),
        ),
      ),
    )
    .orderBy(saleLines.id);
}

/** Paid lines of the producer annulled or back to "no cobrado" since, not deducted yet. */
async function linesToDeduct(tx: DbOrTx, productorId: number) {
  return tx
    .select({ id: lineasPagadas.saleLineId, cents: lineasPagadas.aPagarCents })
    .from(lineasPagadas)
    .innerJoin(saleLines, eq(saleLines.id, lineasPagadas.saleLineId))
    .innerJoin(sales, eq(sales.id, saleLines.saleId))
    .where(
      and(
        eq(lineasPagadas.productorId, productorId),
        isNull(lineasPagadas.descontadaEn),
        notCollected,
      ),
    );
}

export async function payProducer(
  db: Db,
  productorId: number,
  period: Period,
  who: AuditWho,
): Promise<PayResult> {
  return db.transaction(async (tx): Promise<PayResult> => {
    const [producer] = await tx
      .select({ nombre: productores.nombre, bp: productores.comisionBp })
      .from(productores)
      .where(eq(productores.id, productorId))
      .for('update');
    if (!producer) return { ok: false, reason: 'not-found' };
    const lines = await unpaidLines(tx, productorId, period);
    if (lines.length === 0) return { ok: false, reason: 'nothing', productor: producer.nombre };
    const deduct = await linesToDeduct(tx, productorId);
    const split = splitPayment(
      lines.map((l) => l.cents),
      producer.bp,
      deduct.reduce((sum, l) => sum + l.cents, 0),
    );
    // A Gasto only for money that leaves: a payment eaten by deductions moves no cash.
    const [gasto] =
      split.aPagarCents > 0
        ? await tx
            .insert(cashEntries)
            .values({
              tipo: 'Gasto',
              montoCents: split.aPagarCents,
              descripcion: `Pago a ${producer.nombre}`,
              fecha: shopToday(),
            })
            .returning({ id: cashEntries.id })
        : [];
    const [pago] = await tx
      .insert(pagosProductor)
      .values({
        productorId,
        desde: 'desde' in period ? period.desde : null,
        hasta: 'hasta' in period ? period.hasta : null,
        feriaId: 'feriaId' in period ? period.feriaId : null,
        brutoCents: split.brutoCents,
        comisionCents: split.comisionCents,
        descuentoCents: split.descuentoCents,
        aPagarCents: split.aPagarCents,
        quien: who.actor.email,
        cashEntryId: gasto?.id ?? null,
      })
      .returning();
    await tx.insert(lineasPagadas).values(
      lines.map((l, i) => ({
        saleLineId: l.id,
        pagoId: pago!.id,
        productorId,
        aPagarCents: split.lineas[i]!,
      })),
    );
    if (deduct.length > 0) {
      await tx
        .update(lineasPagadas)
        .set({ descontadaEn: pago!.id })
        .where(
          inArray(
            lineasPagadas.saleLineId,
            deduct.map((l) => l.id),
          ),
        );
    }
    const what =
      'feriaId' in period ? `feria #${period.feriaId}` : `${period.desde} a ${period.hasta}`;
    await recordAudit(tx, {
      ...who,
      accion: 'productor.pago',
      detalle: `Pagó ${formatMoney(split.aPagarCents)} a ${producer.nombre} (#${productorId}), ${what}, ${lines.length} líneas${split.descuentoCents ? `, descontó ${formatMoney(split.descuentoCents)}` : ''}`,
    });
    return { ok: true, pago: toPago(pago!, producer.nombre) };
  });
}

/** GET /api/liquidaciones/pagos: newest first, of one producer or all. */
export async function producerPayments(db: DbOrTx, productorId?: number): Promise<PagoProductor[]> {
  const rows = await db
    .select({ pago: pagosProductor, nombre: productores.nombre })
    .from(pagosProductor)
    .innerJoin(productores, eq(productores.id, pagosProductor.productorId))
    .where(productorId === undefined ? undefined : eq(pagosProductor.productorId, productorId))
    .orderBy(desc(pagosProductor.fecha), desc(pagosProductor.id));
  return rows.map((r) => toPago(r.pago, r.nombre));
}
