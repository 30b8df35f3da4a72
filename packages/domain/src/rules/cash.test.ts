import { expect, test } from 'vitest';
import { isCashType } from './cash.ts';

test('el tipo de entrada es Ingreso o Gasto', () => {
  expect(isCashType('Gasto')).toBe(true);
  expect(isCashType('gasto')).toBe(false);
});
