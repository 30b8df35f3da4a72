import { describe, expect, it } from 'vitest';
import { whatsappNumber } from './whatsapp-number.ts';

describe('whatsappNumber (MARKET §13.1)', () => {
  const rows: [string, string][] = [
    ['0342 15 555-1234', '5493425551234'],
    ['342-5551234', '5493425551234'],
    ['+54 9 341 555 1234', '5493415551234'],
    ['11 15 2345-6789', '5491123456789'],
    ['5493425551234', '5493425551234'],
    ['+54 342 15 555 1234', '5493425551234'],
    ['(011) 15-5555-5555', '5491155555555'],
    ['0342 4 555 123', '5493424555123'],
  ];
  it.each(rows)('%s → %s', (typed, number) => {
    expect(whatsappNumber(typed)).toBe(number);
  });

  it.each(['', 'abc', '1234', '0342 555', '15 555 1234', '0342 15 555-12345', '0800 333 4444'])(
    '%j has none',
    (typed) => {
      expect(whatsappNumber(typed)).toBeNull();
    },
  );

  it('another country: E.164 of a mobile, none for a fixed line', () => {
    expect(whatsappNumber('+34 612 345 678')).toBe('34612345678');
    expect(whatsappNumber('+34 912 345 678')).toBeNull();
    expect(whatsappNumber(null)).toBeNull();
  });
});
