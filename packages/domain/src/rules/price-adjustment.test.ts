import { describe, expect, test } from 'vitest';
import { adjustedCents, parsePercent, percentProblem, priceChanges } from './price-adjustment.ts';

describe('adjustedCents', () => {
  test('rounds half-up to the cent: exactly half a cent goes up', () => {
    expect(adjustedCents(105, 10, 0)).toBe(116); // 115.5 → 116
    expect(adjustedCents(1001, 50, 0)).toBe(1502); // 1501.5 → 1502
    expect(adjustedCents(1003, -50, 0)).toBe(502); // 501.5 → 502
    expect(adjustedCents(1001, 10, 0)).toBe(1101); // 1101.1 → 1101
  });

  test('12,5 % rounded to $10: half a step goes up', () => {
    expect(adjustedCents(123_400, 12.5, 10)).toBe(139_000); // $1388,25 → $1390
    expect(adjustedCents(123_111, 12.5, 10)).toBe(139_000); // $1384,999 → $1385,00 → $1390
    expect(adjustedCents(123_100, 12.5, 10)).toBe(138_000); // $1384,875 → $1380
  });

  test('a step larger than the price leaves the step itself, never zero', () => {
    expect(adjustedCents(300, 10, 10)).toBe(1_000);
    expect(adjustedCents(2_000, 10, 100)).toBe(10_000);
    expect(adjustedCents(4_999, 0.01, 100)).toBe(10_000);
  });

  test('without a step the price never falls below one cent', () => {
    expect(adjustedCents(1, -90, 0)).toBe(1);
    expect(adjustedCents(5, -90, 0)).toBe(1); // 0.5 → 1
  });

  test('the ends of the range: −90 % and +500 %', () => {
    expect(adjustedCents(100_000, -90, 0)).toBe(10_000);
    expect(adjustedCents(100_000, 500, 0)).toBe(600_000);
    expect(adjustedCents(1_000_000_000, 500, 100)).toBe(6_000_000_000);
    expect(adjustedCents(99_999, -90, 50)).toBe(10_000); // $99,9999 → $100
  });

  test('rounding to $50 and $100', () => {
    expect(adjustedCents(102_400, 0, 50)).toBe(100_000);
    expect(adjustedCents(102_500, 0, 50)).toBe(105_000);
    expect(adjustedCents(115_000, 0, 100)).toBe(120_000);
  });
});

describe('percentProblem', () => {
  test('−90..500 with up to two decimals; zero is refused', () => {
    for (const ok of [-90, 500, 12.5, -10, 0.01, 33.33]) expect(percentProblem(ok)).toBeNull();
    for (const out of [0, -90.01, 500.01, -100, 1000, Number.NaN]) {
      expect(percentProblem(out)).toBe('range');
    }
    expect(percentProblem(12.345)).toBe('decimals');
  });
});

describe('parsePercent', () => {
  test('takes a decimal comma or point and a sign', () => {
    expect(parsePercent('12,5')).toBe(12.5);
    expect(parsePercent(' -10 ')).toBe(-10);
    expect(parsePercent('7.25')).toBe(7.25);
    expect(parsePercent('')).toBeNull();
    expect(parsePercent('12,5%')).toBeNull();
    expect(parsePercent('1.234,5')).toBeNull();
  });
});

describe('priceChanges', () => {
  test('lists only the prices that move', () => {
    const changes = priceChanges(
      [
        { id: 1, precioCents: 100_000 },
        { id: 2, precioCents: 99_000 },
      ],
      1,
      100,
    );
    expect(changes).toEqual([{ id: 2, antesCents: 99_000, despuesCents: 100_000 }]);
  });
});
