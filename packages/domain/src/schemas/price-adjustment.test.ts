import { describe, expect, test } from 'vitest';
import { PRICE_MSG } from '../messages/prices.ts';
import { MSG } from '../messages/shop.ts';
import { priceAdjustmentSchema } from './price-adjustment.ts';

const parse = (body: Record<string, unknown>) =>
  priceAdjustmentSchema.safeParse({ porcentaje: 10, redondeo: 0, ...body });
const firstMessage = (body: Record<string, unknown>) => parse(body).error?.issues[0]?.message;

describe('priceAdjustmentSchema', () => {
  test('a number or a text with a decimal comma; blank filters mean every product', () => {
    expect(parse({ porcentaje: '12,5', categoria: ' yerba ', marca: '' }).data).toEqual({
      porcentaje: 12.5,
      categoria: 'Yerba',
      marca: undefined,
      redondeo: 0,
      vistaPrevia: false,
    });
    expect(parse({ porcentaje: -90, vistaPrevia: true }).data?.porcentaje).toBe(-90);
  });

  test('the percentage rule, word for word', () => {
    for (const porcentaje of [0, -91, 500.5, 'doce', null, '']) {
      expect(firstMessage({ porcentaje })).toBe(PRICE_MSG.porcentajeRango);
    }
    expect(firstMessage({ porcentaje: 1.005 })).toBe(PRICE_MSG.porcentajeDecimales);
  });

  test('rounding is 0, 10, 50 or 100; the category must exist', () => {
    expect(firstMessage({ redondeo: 25 })).toBe(PRICE_MSG.redondeoInvalido);
    expect(firstMessage({ redondeo: '10' })).toBe(PRICE_MSG.redondeoInvalido);
    expect(firstMessage({ categoria: 'Zapatos' })).toBe(MSG.categoriaInvalida);
  });
});
