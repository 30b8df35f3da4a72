import { expect, test } from 'vitest';
import { type DaySales, fillDays, sumSince, weekStart } from './overview.ts';

test('la semana empieza el lunes', () => {
  expect(weekStart('2025-03-05')).toBe('2025-03-03'); // miércoles
  expect(weekStart('2025-03-03')).toBe('2025-03-03'); // lunes
  expect(weekStart('2025-03-09')).toBe('2025-03-03'); // domingo
  expect(weekStart('2025-01-01')).toBe('2024-12-30'); // cruza el año
});

test('las ventas de la semana suman los días desde el lunes', () => {
  const rows: DaySales[] = [
    { dia: '2025-03-02', cantidad: 4, totalCents: 40_000 },
    { dia: '2025-03-03', cantidad: 1, totalCents: 1_050 },
    { dia: '2025-03-05', cantidad: 2, totalCents: 2_000 },
  ];
  const days = fillDays(rows, '2025-03-05');
  expect(sumSince(days, weekStart('2025-03-05'))).toEqual({ cantidad: 3, totalCents: 3_050 });
  expect(sumSince(days, '2025-03-05')).toEqual({ cantidad: 2, totalCents: 2_000 });
  expect(sumSince([], '2025-03-05')).toEqual({ cantidad: 0, totalCents: 0 });
});
