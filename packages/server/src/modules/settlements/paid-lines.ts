// What a settlement shows beside its unpaid lines (MARKET §4 round 4): the lines of the period a
// producer was already paid for, per payment ("Ya pagado: $ x el dd/mm"), and the lines paid
// before whose sale was annulled since ("A descontar"), taken off the producer's next payment.
import type { ProducerSettlement } from '@feria/domain/rules/settlement';
import { compareSpanish } from '@feria/domain/rules/spanish-order';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
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
      return p ? [...p.pagos].map(([pagoId, cents]) => ({ pagoId, cents })) : [];
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

/** Every producer's paid lines whose sale was annulled since and that no payment took off yet. */
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
        eq(sales.estado, 'Anulado'),
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
