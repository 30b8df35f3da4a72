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
