// Summing a settlement's lines as they are read (in any order of chunks) must give settle's answer
// over the whole list of sales in the order of their ids: sums, each producer's name and rate, and
// the order of two products with the same name.
import { type SettlementSale, settle } from '@feria/domain/rules/settlement';
import { expect, test } from 'vitest';
import { soldLines } from './sold-lines.ts';

/** A small pseudo-random sequence, the same on every run. */
function random(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s % n;
  };
}

test('sumar las líneas al leerlas da la misma liquidación que todas las ventas juntas', () => {
  for (let seed = 1; seed <= 20; seed++) {
    const pick = random(seed);
    const sales = Array.from({ length: 300 }, (_, k) => ({
      id: k + 1,
      anulada: pick(8) === 0,
      lineas: Array.from({ length: 1 + pick(3) }, (_, j) => {
        const productorId = 1 + pick(3);
        return {
          lineId: (k + 1) * 10 + j,
          productorId,
          // A producer renamed during the period: its first line's name is the one shown.
          productorNombre: `Productor ${productorId}${pick(20) === 0 ? ' (nuevo)' : ''}`,
          idProducto: pick(5) === 0 ? null : 1 + pick(6),
          nombre: `Producto ${pick(3)}`, // few names: ties in the name order
          medida: pick(2) ? '500 g' : '1 kg',
          cantidad: 1 + pick(4),
          unidad: pick(4) ? 'unidad' : 'kg',
          importeCents: 1 + pick(100_000),
          comisionBp: 1000 + pick(2),
        };
      }),
    }));
    const whole: SettlementSale[] = sales.map((s) => ({
      anulada: s.anulada,
      recargoCents: 0,
      lineas: s.lineas.map(({ lineId: _l, comisionBp: _c, ...line }) => line),
    }));
    const lastRate = new Map<number, number>();
    for (const s of sales) for (const l of s.lineas) lastRate.set(l.productorId, l.comisionBp);
    const sold = soldLines();
    // Read in chunks of 40 sales, the chunks in a shuffled order.
    const chunks = Array.from({ length: 8 }, (_, c) => sales.slice(c * 40, c * 40 + 40));
    chunks.sort(() => pick(3) - 1);
    for (const chunk of chunks) {
      for (const s of chunk) {
        for (const { lineId, comisionBp, ...line } of s.lineas) {
          sold.add([s.id, lineId], line, comisionBp, s.anulada);
        }
      }
    }
    const summed = sold.result();
    expect(summed.comisionBp).toEqual(lastRate);
    expect(settle(summed.sales, summed.comisionBp)).toEqual(settle(whole, lastRate));
  }
});
