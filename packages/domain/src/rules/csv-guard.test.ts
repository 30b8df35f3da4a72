import { expect, test } from 'vitest';
import { guardFormula, unguardFormula } from './csv-guard.ts';

test('a cell that starts like a formula gets a leading quote; other text stays', () => {
  for (const cell of ['=1+1', '+54 342', '-gasto', '@SUM(A1)', '\tx', '\rx']) {
    expect(guardFormula(cell)).toBe(`'${cell}`);
  }
  expect(guardFormula('Yerba')).toBe('Yerba');
  expect(guardFormula("'dicho")).toBe("'dicho");
});

test('reading back takes the guard off, and only the guard', () => {
  for (const cell of ['=1+1', '+54 342', '-gasto', '@SUM(A1)', '\tx', 'Yerba', "'dicho", '']) {
    expect(unguardFormula(guardFormula(cell))).toBe(cell);
  }
  expect(unguardFormula("'dicho")).toBe("'dicho");
});

test('a plain negative amount stays a number; a minus before anything else is guarded', () => {
  expect(guardFormula('-500,00')).toBe('-500,00');
  expect(guardFormula('-1.234,5')).toBe('-1.234,5');
  expect(guardFormula('-7')).toBe('-7');
  expect(guardFormula('-2+3+cmd')).toBe("'-2+3+cmd");
  expect(guardFormula('-500,00;=1')).toBe("'-500,00;=1");
  expect(guardFormula('-A1')).toBe("'-A1");
});
