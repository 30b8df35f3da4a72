import { describe, expect, it } from 'vitest';
import { MAX_INT32 } from '../schemas/bounds.ts';
import {
  checkGramos,
  checkPaso,
  checkWebWeightLine,
  formatCantidad,
  formatGramos,
  formatPrecio,
  kgDisponibles,
  lineSubtotalCents,
  pesadoText,
  stepOf,
} from './weight.ts';

/** A plain reference: decimal strings, no floats, no BigInt. */
function referenceKg(gramos: number): string {
  const text = String(gramos).padStart(4, '0');
  const whole = text.slice(0, -3).replace(/^0+(?=\d)/, '');
  const fraction = text.slice(-3).replace(/0+$/, '');
  return fraction ? `${whole},${fraction}` : whole;
}

function referenceSubtotal(precioCents: number, gramos: number): number {
  // cents × grams / 1000 by long division: quotient and remainder, half-up on the remainder.
  const total = precioCents * gramos; // below 2^53 for these prices
  const quotient = Math.floor(total / 1000);
  return total - quotient * 1000 >= 500 ? quotient + 1 : quotient;
}

describe('quantities by weight', () => {
  it('reads grams below one kilogram and kilograms from one, with a comma and no trailing zeros', () => {
    expect(formatGramos(750)).toBe('750 g');
    expect(formatGramos(1)).toBe('1 g');
    expect(formatGramos(999)).toBe('999 g');
    expect(formatGramos(1000)).toBe('1 kg');
    expect(formatGramos(1250)).toBe('1,25 kg');
    expect(formatGramos(1005)).toBe('1,005 kg');
    expect(formatGramos(25_000)).toBe('25 kg');
    expect(formatCantidad('kg', 333)).toBe('333 g');
    expect(formatCantidad('unidad', 3)).toBe('3');
  });

  it('matches the plain reference for every gram from 1 to 10.000', () => {
    for (let g = 1; g <= 10_000; g++) {
      const expected = g < 1000 ? `${g} g` : `${referenceKg(g)} kg`;
      if (formatGramos(g) !== expected) expect(formatGramos(g)).toBe(expected);
    }
  });

  it('says the stock left in kilograms', () => {
    expect(kgDisponibles(1250)).toBe('1,25 kg disponibles.');
    expect(kgDisponibles(500)).toBe('0,5 kg disponibles.');
    expect(kgDisponibles(0)).toBe('0 kg disponibles.');
    expect(kgDisponibles(3000)).toBe('3 kg disponibles.');
  });

  it('writes a price per kilogram', () => {
    expect(formatPrecio('kg', 240_000)).toBe('$ 2.400,00 / kg');
    expect(formatPrecio('unidad', 240_000)).toBe('$ 2.400,00');
  });
});

describe('line subtotal', () => {
  it('is precio × gramos / 1000, half-up to the cent', () => {
    expect(lineSubtotalCents('kg', 240_000, 750)).toBe(180_000);
    expect(lineSubtotalCents('kg', 1, 500)).toBe(1); // 0,5 cent up
    expect(lineSubtotalCents('kg', 1, 499)).toBe(0);
    expect(lineSubtotalCents('kg', 99_999, 333)).toBe(33_300); // 33299,667
    expect(lineSubtotalCents('unidad', 1500, 3)).toBe(4500);
  });

  it('matches the plain reference for every gram from 1 to 10.000 at a few prices', () => {
    for (const precio of [1, 7, 99, 1234, 99_999, 240_000, 1_234_567, MAX_INT32]) {
      for (let g = 1; g <= 10_000; g++) {
        const got = lineSubtotalCents('kg', precio, g);
        if (got !== referenceSubtotal(precio, g)) {
          expect({ precio, g, got }).toEqual({ precio, g, got: referenceSubtotal(precio, g) });
        }
      }
    }
  });

  it('stays exact where floating point would not: the largest price times the largest weight', () => {
    // 2147483647 × 1000000 / 1000 = 2147483647000 exactly.
    expect(lineSubtotalCents('kg', MAX_INT32, 1_000_000)).toBe(2_147_483_647_000);
    expect(lineSubtotalCents('kg', MAX_INT32, 999_999)).toBe(2_147_481_499_516);
  });
});

describe('rules', () => {
  const tomate = { unidad: 'kg', nombre: 'Tomate', paso: 250 };

  it('asks a web line for a positive multiple of paso, at most 25 kg', () => {
    expect(checkWebWeightLine({ ...tomate, cantidad: 750 })).toBeNull();
    expect(checkWebWeightLine({ ...tomate, cantidad: 25_000 })).toBeNull();
    expect(checkWebWeightLine({ ...tomate, cantidad: 700 })).toBe(
      'La cantidad de Tomate debe ser múltiplo de 250 g',
    );
    expect(checkWebWeightLine({ ...tomate, cantidad: 25_250 })).toBe(
      'Podés pedir hasta 25 kg de Tomate',
    );
    expect(checkWebWeightLine({ ...tomate, unidad: 'unidad', cantidad: 7 })).toBeNull();
  });

  it('takes any whole grams ≥ 1 as a weight', () => {
    expect(checkGramos(1)).toBeNull();
    expect(checkGramos(333)).toBeNull();
    expect(checkGramos(0)).toBe('El peso debe ser mayor a 0');
    expect(checkGramos(-5)).toBe('El peso debe ser mayor a 0');
    expect(checkGramos(1.5)).toBe('El peso debe ser mayor a 0');
    expect(checkGramos('100')).toBe('El peso debe ser mayor a 0');
    expect(checkGramos(Number.NaN)).toBe('El peso debe ser mayor a 0');
    expect(checkGramos(1_000_001)).toBe('El peso no puede superar los 1000 kg');
    expect(checkGramos(2 ** 40)).toBe('El peso no puede superar los 1000 kg');
  });

  it('keeps paso between 50 and 5000 grams', () => {
    expect(checkPaso(50)).toBeNull();
    expect(checkPaso('5000')).toBeNull();
    expect(checkPaso(49)).toBe('El paso debe estar entre 50 y 5000 gramos');
    expect(checkPaso(5001)).toBe('El paso debe estar entre 50 y 5000 gramos');
    expect(checkPaso('12,5')).toBe('El paso debe estar entre 50 y 5000 gramos');
  });

  it('steps the basket by paso for a product by weight', () => {
    expect(stepOf({ unidad: 'kg', paso: 100 })).toBe(100);
    expect(stepOf({ unidad: 'unidad', paso: 100 })).toBe(1);
    expect(stepOf({})).toBe(1);
  });
});

it('pesadoText: el aviso al cliente cuando pesar cambió el total', () => {
  expect(pesadoText(537_500, 536_850)).toBe(
    'Pesamos tu pedido: el total pasó de $ 5.375,00 a $ 5.368,50',
  );
  expect(pesadoText(null, 536_850)).toBeNull();
  expect(pesadoText(536_850, 536_850)).toBeNull();
});
