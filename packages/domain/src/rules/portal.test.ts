import { describe, expect, test } from 'vitest';
import { priceChange } from './portal.ts';

describe('priceChange (Precios propuestos, MARKET §15)', () => {
  test('una suba y una baja llevan su signo y un decimal', () => {
    expect(priceChange(1000, 1125)).toBe('+12,5 %');
    expect(priceChange(1000, 970)).toBe('-3,0 %');
    expect(priceChange(2000, 4000)).toBe('+100,0 %');
  });

  test('redondea a la décima más cercana, la mitad hacia afuera, sobre los centavos', () => {
    expect(priceChange(3, 4)).toBe('+33,3 %');
    expect(priceChange(3, 2)).toBe('-33,3 %');
    expect(priceChange(1600, 1601)).toBe('+0,1 %'); // 0,0625 % → 0,1
    expect(priceChange(1600, 1599)).toBe('-0,1 %');
    expect(priceChange(10.1, 10.2)).toBe('+1,0 %'); // 0,99 %: pesos with cents
    expect(priceChange(100000, 100001)).toBe('0,0 %');
  });

  test('sin precio actual no hay porcentaje', () => {
    expect(priceChange(0, 500)).toBeNull();
  });
});
