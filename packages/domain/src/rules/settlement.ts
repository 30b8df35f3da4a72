// The settlement ("liquidación", MARKET §4): what the market owes each producer for what sold.
// Integer cents. Annulled sales never count; a sale's surcharge (card/QR at the stall) is the
// market's, never a producer's, because it lives on the sale, not on its lines; the commission is
// rounded half-up per producer (not per line).
import { compareSpanish } from './spanish-order.ts';

/** @internal Exported for its tests. */
export type SettlementSaleLine = {
  productorId: number;
  productorNombre: string;
  idProducto: number | null;
  nombre: string;
  medida: string;
  cantidad: number;
  /** MARKET §8: "kg" counts grams. */
  unidad?: string;
  /** precio × cantidad at the prices of the sale. */
  importeCents: number;
};

export type SettlementSale = {
  anulada: boolean;
  recargoCents: number;
  lineas: readonly SettlementSaleLine[];
};

type SettlementLine = {
  idProducto: number | null;
  nombre: string;
  medida: string;
  cantidad: number;
  unidad?: string;
  importeCents: number;
};

export type ProducerSettlement = {
  productor: { id: number; nombre: string };
  lineas: SettlementLine[];
  brutoCents: number;
  comisionCents: number;
  aPagarCents: number;
};

export type SettlementTotals = {
  brutoCents: number;
  comisionCents: number;
  aPagarCents: number;
};

/**
 * The commission of a gross amount at `bp` hundredths of a percent, rounded half-up.
 */
export function commissionCents(brutoCents: number, bp: number): number {
  if (!Number.isInteger(brutoCents) || !Number.isInteger(bp) || bp < 0 || bp > 10_000) {
    throw new RangeError(`Comisión inválida: ${brutoCents} × ${bp}`);
  }
  const sign = brutoCents < 0 ? -1 : 1;
  const value = Math.floor((Math.abs(brutoCents) * bp + 5_000) / 10_000);
  return value === 0 ? 0 : sign * value;
}

const lineKey = (l: SettlementSaleLine) =>
  `${l.idProducto ?? ''}|${l.nombre}|${l.medida}|${l.unidad ?? 'unidad'}`;

/**
 * Per producer (sorted by name): their products sold (one line per product, sorted by name),
 * gross, commission and what to pay. `comisionBp` gives each producer's rate (missing: 0).
 */
export function settle(
  sales: readonly SettlementSale[],
  comisionBp: ReadonlyMap<number, number>,
): ProducerSettlement[] {
  const producers = new Map<number, { nombre: string; lines: Map<string, SettlementLine> }>();
  for (const sale of sales) {
    if (sale.anulada) continue;
    for (const l of sale.lineas) {
      let producer = producers.get(l.productorId);
      if (!producer) {
        producer = { nombre: l.productorNombre, lines: new Map() };
        producers.set(l.productorId, producer);
      }
      const key = lineKey(l);
      const line = producer.lines.get(key);
      if (line) {
        line.cantidad += l.cantidad;
        line.importeCents += l.importeCents;
      } else {
        const { idProducto, nombre, medida, cantidad, importeCents } = l;
        const unidad = l.unidad ? { unidad: l.unidad } : {};
        producer.lines.set(key, { idProducto, nombre, medida, cantidad, ...unidad, importeCents });
      }
    }
  }
  return [...producers.entries()]
    .map(([id, p]) => {
      const lineas = [...p.lines.values()].sort((a, b) => compareSpanish(a.nombre, b.nombre));
      const brutoCents = lineas.reduce((sum, l) => sum + l.importeCents, 0);
      const comisionCents = commissionCents(brutoCents, comisionBp.get(id) ?? 0);
      return {
        productor: { id, nombre: p.nombre },
        lineas,
        brutoCents,
        comisionCents,
        aPagarCents: brutoCents - comisionCents,
      };
    })
    .sort((a, b) => compareSpanish(a.productor.nombre, b.productor.nombre));
}

/** The sums of every producer's gross, commission and payment. */
export function settlementTotals(
  producers: readonly Pick<ProducerSettlement, 'brutoCents' | 'comisionCents' | 'aPagarCents'>[],
): SettlementTotals {
  const totals = { brutoCents: 0, comisionCents: 0, aPagarCents: 0 };
  for (const p of producers) {
    totals.brutoCents += p.brutoCents;
    totals.comisionCents += p.comisionCents;
    totals.aPagarCents += p.aPagarCents;
  }
  return totals;
}
