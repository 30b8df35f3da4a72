import { describe, expect, test } from 'vitest';
import {
  commissionCents,
  type SettlementSaleLine,
  settle,
  settlementTotals,
} from './settlement.ts';

const line = (fields: Partial<SettlementSaleLine>): SettlementSaleLine => ({
  productorId: 1,
  productorNombre: 'La Verdecita',
  idProducto: 10,
  nombre: 'Lentejas',
  medida: '500 g',
  cantidad: 1,
  importeCents: 1000,
  ...fields,
});

describe('commissionCents', () => {
  test('redondea la mitad hacia arriba, en centavos', () => {
    expect(commissionCents(10_050, 1000)).toBe(1005); // 10 % de $ 100,50
    expect(commissionCents(105, 1000)).toBe(11); // 10,5 centavos → 11
    expect(commissionCents(104, 1000)).toBe(10);
    expect(commissionCents(333, 1250)).toBe(42); // 41,625 → 42
    expect(commissionCents(1000, 0)).toBe(0);
    expect(commissionCents(1000, 10_000)).toBe(1000);
  });

  test('rechaza tasas fuera de 0–100 % o montos no enteros', () => {
    expect(() => commissionCents(100, 10_001)).toThrow(RangeError);
    expect(() => commissionCents(100, -1)).toThrow(RangeError);
    expect(() => commissionCents(100.5, 10)).toThrow(RangeError);
  });
});

describe('settle', () => {
  test('agrupa por productor y producto, y las ventas anuladas no cuentan', () => {
    const result = settle(
      [
        { anulada: false, recargoCents: 0, lineas: [line({ cantidad: 2, importeCents: 2000 })] },
        { anulada: true, recargoCents: 0, lineas: [line({ cantidad: 5, importeCents: 5000 })] },
        {
          anulada: false,
          recargoCents: 150,
          lineas: [
            line({ cantidad: 1, importeCents: 1100 }), // another price the same product had
            line({ productorId: 2, productorNombre: 'Apícola del Sur', idProducto: 20 }),
          ],
        },
      ],
      new Map([
        [1, 1000],
        [2, 1250],
      ]),
    );
    expect(result).toEqual([
      {
        productor: { id: 2, nombre: 'Apícola del Sur' },
        lineas: [
          { idProducto: 20, nombre: 'Lentejas', medida: '500 g', cantidad: 1, importeCents: 1000 },
        ],
        brutoCents: 1000,
        comisionCents: 125,
        aPagarCents: 875,
      },
      {
        productor: { id: 1, nombre: 'La Verdecita' },
        lineas: [
          { idProducto: 10, nombre: 'Lentejas', medida: '500 g', cantidad: 3, importeCents: 3100 },
        ],
        brutoCents: 3100,
        comisionCents: 310,
        aPagarCents: 2790,
      },
    ]);
  });

  test('el recargo es del mercado: no entra en el bruto de nadie', () => {
    const sales = [
      { anulada: false, recargoCents: 333, lineas: [line({ importeCents: 10_000 })] },
      { anulada: true, recargoCents: 999, lineas: [line({ importeCents: 10_000 })] },
    ];
    const [only] = settle(sales, new Map());
    expect(only?.brutoCents).toBe(10_000);
  });

  test('la comisión se redondea una vez por productor, no por línea', () => {
    // Three lines of 5 centavos at 10 %: per line 0,5 → 1 each (3); per producer 1,5 → 2.
    const sales = [1, 2, 3].map((id) => ({
      anulada: false,
      recargoCents: 0,
      lineas: [line({ idProducto: id, nombre: `P${id}`, importeCents: 5 })],
    }));
    const [only] = settle(sales, new Map([[1, 1000]]));
    expect(only).toMatchObject({ brutoCents: 15, comisionCents: 2, aPagarCents: 13 });
  });

  test('sin ventas no hay líneas; los totales suman a todos', () => {
    expect(settle([], new Map())).toEqual([]);
    expect(
      settlementTotals([
        { brutoCents: 1000, comisionCents: 100, aPagarCents: 900 },
        { brutoCents: 3100, comisionCents: 310, aPagarCents: 2790 },
      ]),
    ).toEqual({ brutoCents: 4100, comisionCents: 410, aPagarCents: 3690 });
  });
});
