import { describe, expect, test } from 'vitest';
import {
  centsToFixed,
  formatDecimalEs,
  formatFixedMoney,
  formatMoney,
  formatSignedMoney,
  fromCents,
  roundHalfUp,
  toCents,
} from './money.ts';

describe('pesos a centavos', () => {
  test('un precio entero se convierte en centavos', () => {
    expect(toCents(1234)).toBe(123400);
    expect(toCents(0)).toBe(0);
  });

  test('redondea hacia arriba el medio centavo aunque el float quede por debajo', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(2.675)).toBe(268);
    expect(toCents(1.004)).toBe(100);
  });

  test('absorbe el error de punto flotante de las sumas', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1234.5)).toBe(123450);
  });

  test('los negativos redondean alejándose de cero', () => {
    expect(toCents(-1.005)).toBe(-101);
    expect(Object.is(toCents(-0.001), 0)).toBe(true);
  });

  test('un valor no numérico es un error', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  test('centavos a pesos', () => {
    expect(fromCents(12345)).toBe(123.45);
    expect(fromCents(5)).toBe(0.05);
  });

  test('roundHalfUp redondea el .5 hacia arriba', () => {
    expect(roundHalfUp(0.5)).toBe(1);
    expect(roundHalfUp(1.49)).toBe(1);
    expect(roundHalfUp(-0.5)).toBe(-1);
  });

  test('roundHalfUp deja los enteros como están, sin -0, y corta los enormes a 15 cifras', () => {
    for (const n of [0, 1, -1, 123450, -99, 2 ** 40, 999_999_999_999_999])
      expect(roundHalfUp(n)).toBe(n);
    expect(Object.is(roundHalfUp(-0), 0)).toBe(true);
    // The 15-digit cut applies to integers from 1e15 on, as it always did.
    expect(roundHalfUp(1_234_567_890_123_456)).toBe(1_234_567_890_123_460);
  });
});

describe('formatos de dinero', () => {
  test('un importe de una respuesta ("1234.50") se escribe como pesos', () => {
    expect(formatFixedMoney('1234.50')).toBe('$ 1.234,50');
    expect(formatFixedMoney('0.10')).toBe('$ 0,10');
    expect(formatFixedMoney(-50)).toBe('-$ 50,00');
  });

  test('el total lleva dos decimales con punto y sin separador de miles', () => {
    expect(centsToFixed(123450)).toBe('1234.50');
    expect(centsToFixed(5)).toBe('0.05');
    expect(centsToFixed(0)).toBe('0.00');
    expect(centsToFixed(-123450)).toBe('-1234.50');
    expect(centsToFixed(-5)).toBe('-0.05');
  });

  test('el CSV usa coma decimal y sin separador de miles', () => {
    expect(formatDecimalEs(123450)).toBe('1234,50');
    expect(formatDecimalEs(-99)).toBe('-0,99');
  });

  test('la pantalla muestra pesos argentinos con dos decimales', () => {
    expect(formatMoney(123450)).toBe('$ 1.234,50');
    expect(formatMoney(0)).toBe('$ 0,00');
    expect(formatMoney(10000000000)).toBe('$ 100.000.000,00');
    expect(formatMoney(-123450)).toBe('-$ 1.234,50');
    expect(formatSignedMoney(-5000)).toBe('-$ 50,00');
    expect(formatSignedMoney(5000)).toBe('+$ 50,00');
    expect(formatSignedMoney(0)).toBe('$ 0,00');
  });

  test('el formato no contiene espacios no separables', () => {
    expect(formatMoney(99)).not.toMatch(/[\u00a0\u202f]/);
  });

  test('escribe lo mismo que Intl en es-AR, en cualquier magnitud y signo', () => {
    const intl = new Intl.NumberFormat('es-AR', {
      style: 'currency',
      currency: 'ARS',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const asIntl = (cents: number) =>
      intl.format(roundHalfUp(cents) / 100).replace(/[\u00a0\u202f]/g, ' ');
    let seed = 20;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const samples = [0, 1, -1, 99, 100, 999_99, 1000_00, -1000_00, 999_999_99, 1_000_000_00];
    for (let i = 0; i < 2000; i++) {
      const digits = 1 + Math.floor(next() * 13);
      const cents = Math.floor(next() * 10 ** digits);
      samples.push(next() < 0.2 ? -cents : cents);
    }
    for (const cents of samples) expect(formatMoney(cents), String(cents)).toBe(asIntl(cents));
  });
});
