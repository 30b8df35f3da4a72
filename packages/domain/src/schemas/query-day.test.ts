import { expect, test } from 'vitest';
import { z } from 'zod';
import { MSG } from '../messages/shop.ts';
import { queryDay } from './query-day.ts';

const schema = z.object({ desde: queryDay });
const message = (desde: string) => schema.safeParse({ desde }).error?.issues[0]?.message;

test('un día de una consulta va de 2000-01-01 a 2100-12-31', () => {
  expect(schema.parse({ desde: '2000-01-01' })).toEqual({ desde: '2000-01-01' });
  expect(schema.parse({ desde: ' 2100-12-31 ' })).toEqual({ desde: '2100-12-31' });
  for (const desde of ['1999-12-31', '2101-01-01', '9999-12-31', '0001-01-01', '0000-00-00']) {
    expect(message(desde), desde).toBe(MSG.fechaFueraDeRango);
  }
});

test('vacío es como ausente; lo que no es un día del calendario no es válido', () => {
  expect(schema.parse({ desde: '' })).toEqual({ desde: undefined });
  expect(schema.parse({})).toEqual({});
  for (const desde of ['2026-02-30', '2026-13-01', 'ayer', '2026-1-1']) {
    expect(message(desde), desde).toBe(MSG.fechaInvalida);
  }
});
