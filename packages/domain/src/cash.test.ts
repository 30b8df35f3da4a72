import { expect, test } from 'vitest';
import {
  CASH_TYPES,
  cashTotals,
  DEFAULT_INITIAL_CASH_CENTS,
  isCashType,
  sortEntriesNewestFirst,
} from './cash.ts';
import { fromCents, toCents } from './money.ts';

test('la caja inicial por defecto es de 100000 pesos', () => {
  expect(DEFAULT_INITIAL_CASH_CENTS).toBe(100_000 * 100);
});

test('el tipo de entrada es Ingreso o Gasto', () => {
  expect(CASH_TYPES).toEqual(['Ingreso', 'Gasto']);
  expect(isCashType('Gasto')).toBe(true);
  expect(isCashType('gasto')).toBe(false);
});

test('la caja final es la inicial más los ingresos menos los gastos', () => {
  expect(
    cashTotals(DEFAULT_INITIAL_CASH_CENTS, [
      { tipo: 'Ingreso', montoCents: 150_050 },
      { tipo: 'Gasto', montoCents: 20_000 },
      { tipo: 'Ingreso', montoCents: 1 },
    ]),
  ).toEqual({ cajaInicial: 10_000_000, ingresos: 150_051, gastos: 20_000, cajaFinal: 10_130_051 });
});

test('sin entradas la caja final es la inicial', () => {
  expect(cashTotals(5_000, [])).toEqual({
    cajaInicial: 5_000,
    ingresos: 0,
    gastos: 0,
    cajaFinal: 5_000,
  });
});

test('la caja final puede quedar negativa si los gastos superan lo que hay', () => {
  expect(cashTotals(0, [{ tipo: 'Gasto', montoCents: 300 }]).cajaFinal).toBe(-300);
});

test('las entradas se ordenan de la más nueva a la más vieja', () => {
  const entries = [
    { id: 1, fecha: '2025-03-01' },
    { id: 2, fecha: '2025-03-05' },
    { id: 3, fecha: '2025-03-01' },
  ];
  expect(sortEntriesNewestFirst(entries).map((e) => e.id)).toEqual([2, 3, 1]);
  expect(entries.map((e) => e.id)).toEqual([1, 2, 3]);
});

test('con montos en pesos con centavos la caja final no pierde centavos', () => {
  const entries = [
    { tipo: 'Ingreso' as const, montoCents: toCents(0.1) },
    { tipo: 'Ingreso' as const, montoCents: toCents(0.2) },
    { tipo: 'Gasto' as const, montoCents: toCents(1234.55) },
  ];
  const totals = cashTotals(toCents(100_000), entries);
  expect(totals).toEqual({
    cajaInicial: 10_000_000,
    ingresos: 30,
    gastos: 123_455,
    cajaFinal: 9_876_575,
  });
  expect(fromCents(totals.cajaFinal)).toBe(98_765.75);
});
