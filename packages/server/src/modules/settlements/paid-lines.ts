// What a settlement shows beside its unpaid lines (MARKET §4 round 4): the lines of the period a
// producer was already paid for, per payment ("Ya pagado: $ x el dd/mm", what was paid, whatever
// became of the sale since), and the lines paid before whose sale was annulled or went back to
// "no cobrado" since ("A descontar", API.md round 5), taken off the producer's next payment.
import type { ProducerSettlement } from '@feria/domain/rules/settlement';
import { compareSpanish } from '@feria/domain/rules/spanish-order';
import { and, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { lineasPagadas, pagosProductor, productores, saleLines, sales } from '../../db/schema.ts';

type Producer = { id: number; nombre: string };

/** Paid lines as they are read, summed per producer and payment. */
export function paidLines() {
  const byProducer = new Map<number, { nombre: string; pagos: Map<number, number> }>();
  return {
    add(productorId: number, nombre: string, pagoId: number, cents: number) {
      let p = byProducer.get(productorId);
      if (!p) {
        p = { nombre, pagos: new Map() };
        byProducer.set(productorId, p);
      }
      p.pagos.set(pagoId, (p.pagos.get(pagoId) ?? 0) + cents);
    },
    of(productorId: number): { pagoId: number; cents: number }[] {
      const p = byProducer.get(productorId);
      // In the order they were made.
      const list = p ? [...p.pagos].map(([pagoId, cents]) => ({ pagoId, cents })) : [];
      return list.sort((a, b) => a.pagoId - b.pagoId);
    },
    pagoIds(): number[] {
      return [...new Set([...byProducer.values()].flatMap((p) => [...p.pagos.keys()]))];
    },
    producers(): Producer[] {
      return [...byProducer].map(([id, p]) => ({ id, nombre: p.nombre }));
    },
  };
}

/** When each payment was made (ISO). */
export async function paymentDates(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: pagosProductor.id, fecha: pagosProductor.fecha })
    .from(pagosProductor)
    .where(inArray(pagosProductor.id, ids));
  return new Map(rows.map((r) => [r.id, r.fecha.toISOString()]));
}

/** A sale no longer collected (the SQL of the domain's isCollected, negated): its paid lines are
 * owed back by their producer. */
export const notCollected = or(eq(sales.estado, 'Anulado'), ne(sales.cobroEstado, 'cobrado'));

/**
 * What payments paid for lines whose sale is not cobrado any more (so the period's query of
 * cobrado sales no longer reads them) and that belonged to the period (`placed`): "Ya pagado"
 * keeps what was actually paid. Added to `paid`; only `productorId`'s when given.
 */
export async function uncollectedPaid(
  db: DbOrTx,
  placed: SQL,
  paid: ReturnType<typeof paidLines>,
  productorId?: number,
) {
  const rows = await db
    .select({
      id: productores.id,
      nombre: productores.nombre,
      pagoId: lineasPagadas.pagoId,
      cents: sql<number>`sum(${lineasPagadas.aPagarCents})::int`,
    })
    .from(lineasPagadas)
    .innerJoin(saleLines, eq(saleLines.id, lineasPagadas.saleLineId))
    .innerJoin(sales, eq(sales.id, saleLines.saleId))
    .innerJoin(productores, eq(productores.id, lineasPagadas.productorId))
    .where(
      and(
        ne(sales.cobroEstado, 'cobrado'),
        placed,
        productorId === undefined ? undefined : eq(lineasPagadas.productorId, productorId),
      ),
    )
    .groupBy(productores.id, productores.nombre, lineasPagadas.pagoId);
  for (const r of rows) paid.add(r.id, r.nombre, r.pagoId, Number(r.cents));
}

/** Every producer's paid lines whose sale is no longer collected and no payment took off yet. */
export async function pendingDeductions(db: DbOrTx, productorId?: number) {
  const rows = await db
    .select({
      id: productores.id,
      nombre: productores.nombre,
      bp: productores.comisionBp,
      cents: sql<number>`sum(${lineasPagadas.aPagarCents})::int`,
    })
    .from(lineasPagadas)
    .innerJoin(saleLines, eq(saleLines.id, lineasPagadas.saleLineId))
    .innerJoin(sales, eq(sales.id, saleLines.saleId))
    .innerJoin(productores, eq(productores.id, lineasPagadas.productorId))
    .where(
      and(
        isNull(lineasPagadas.descontadaEn),
        notCollected,
        productorId === undefined ? undefined : eq(lineasPagadas.productorId, productorId),
      ),
    )
    .groupBy(productores.id, productores.nombre, productores.comisionBp);
  return {
    cents: new Map(rows.map((r) => [r.id, Number(r.cents)])),
    bp: new Map(rows.map((r) => [r.id, r.bp])),
    producers: rows.map((r) => ({ id: r.id, nombre: r.nombre })),
  };
}

/** The settlement with an empty entry for each of `producers` it lacks, by name. */
export function withPaidProducers(
  settled: ProducerSettlement[],
  producers: Producer[],
): ProducerSettlement[] {
  const known = new Set(settled.map((p) => p.productor.id));
  const extra = producers
    .filter((p) => !known.has(p.id))
    .map((productor) => ({
      productor,
      lineas: [],
      brutoCents: 0,
      comisionCents: 0,
      aPagarCents: 0,
    }));
  if (extra.length === 0) return settled;
  return [...settled, ...extra].sort((a, b) =>
    compareSpanish(a.productor.nombre, b.productor.nombre),
  );
}
