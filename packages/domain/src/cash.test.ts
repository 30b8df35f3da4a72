import { expect, test } from 'vitest';
import { CASH_TYPES, DEFAULT_INITIAL_CASH_CENTS, isCashType } from './cash.ts';

test('la caja inicial por defecto es de 100000 pesos', () => {
  expect(DEFAULT_INITIAL_CASH_CENTS).toBe(100_000 * 100);
});

test('el tipo de entrada es Ingreso o Gasto', () => {
  expect(CASH_TYPES).toEqual(['Ingreso', 'Gasto']);
  expect(isCashType('Gasto')).toBe(true);
  expect(isCashType('gasto')).toBe(false);
});
