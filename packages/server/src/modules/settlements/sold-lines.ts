// The settlement's lines summed as they are read (issue 35): a 60-day settlement reads some
// 130,000 lines, and handing them all to `settle` at the end kept the event loop (and every order
// waiting on it) busy for seconds. Each product line of a producer is summed as its chunk arrives;
// `settle` then gets one line per product, in the order their first sale gave them, so its answer
// (sums, the producer's name and each tie in the name order) is what the whole list gave.
import type { SettlementSale } from '@feria/domain/rules/settlement';

type Line = SettlementSale['lineas'][number];
/** Where a line stands among all of the period's: its sale's id, then its own. */
type At = readonly [saleId: number, lineId: number];

const before = (a: At, b: At) => a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);

export function soldLines() {
  const lines = new Map<string, { at: At; line: Line }>();
  const comision = new Map<number, { at: At; bp: number }>();
  return {
    /** A line as read; one of an annulled sale only gives its producer's rate, as it did. */
    add(at: At, line: Line, comisionBp: number, anulada: boolean) {
      const rate = comision.get(line.productorId);
      if (!rate || before(rate.at, at)) comision.set(line.productorId, { at, bp: comisionBp });
      if (anulada) return;
      // The key settle sums by, per producer.
      const key = `${line.productorId}|${line.idProducto ?? ''}|${line.nombre}|${line.medida}|${line.unidad ?? 'unidad'}`;
      const known = lines.get(key);
      if (!known) {
        lines.set(key, { at, line: { ...line } }); // a copy: the sums below change it
        return;
      }
      known.line.cantidad += line.cantidad;
      known.line.importeCents += line.importeCents;
      if (before(at, known.at)) {
        known.at = at;
        known.line.productorNombre = line.productorNombre;
      }
    },
    /** The summed lines as one sale, in the order of their first sale; each producer's rate. */
    result(): { sales: SettlementSale[]; comisionBp: Map<number, number> } {
      const sorted = [...lines.values()].sort((a, b) => (before(a.at, b.at) ? -1 : 1));
      const comisionBp = new Map([...comision].map(([id, r]) => [id, r.bp]));
      const lineas = sorted.map((s) => s.line);
      return {
        sales: lineas.length ? [{ anulada: false, recargoCents: 0, lineas }] : [],
        comisionBp,
      };
    },
  };
}
