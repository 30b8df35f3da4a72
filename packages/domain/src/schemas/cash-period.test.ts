import { expect, test } from 'vitest';
import { cashCsvName, cashPeriodSchema, PERIODO_INVERTIDO } from './cash-period.ts';
import { firstMessage } from './issues.ts';

test('el período de la exportación tiene fechas aaaa-mm-dd, ambas opcionales', () => {
  expect(cashPeriodSchema.parse({ desde: '2025-03-01', hasta: '2025-03-31' })).toEqual({
    desde: '2025-03-01',
    hasta: '2025-03-31',
  });
  expect(cashPeriodSchema.parse({})).toEqual({});
  expect(cashPeriodSchema.parse({ desde: '', hasta: ' ' })).toEqual({
    desde: undefined,
    hasta: undefined,
  });
});

test('una fecha que no existe da "La fecha no es válida"', () => {
  const result = cashPeriodSchema.safeParse({ desde: '2025-02-30' });
  expect(result.success).toBe(false);
  if (!result.success) expect(firstMessage(result.error)).toBe('La fecha no es válida');
});

test('"Desde" posterior a "Hasta" no es un período', () => {
  const result = cashPeriodSchema.safeParse({ desde: '2025-04-01', hasta: '2025-03-01' });
  expect(result.success).toBe(false);
  if (!result.success) expect(firstMessage(result.error)).toBe(PERIODO_INVERTIDO);
  expect(cashPeriodSchema.safeParse({ desde: '2025-03-01', hasta: '2025-03-01' }).success).toBe(
    true,
  );
});

test('el archivo se llama por su período', () => {
  expect(cashCsvName({ desde: '2025-03-01', hasta: '2025-03-31' })).toBe(
    'caja_2025-03-01_2025-03-31.csv',
  );
  expect(cashCsvName({})).toBe('caja_completa.csv');
  expect(cashCsvName({ desde: '2025-03-01' })).toBe('caja_2025-03-01_hoy.csv');
});
