import { expect, test } from 'vitest';
import { SALES_PAGE } from './pagination.ts';
import { moreSales, salesPage } from './sales-paging.ts';

const cards = Array.from({ length: 20 }, (_, i) => i + 1);

test('se ven 9 ventas y "Ver más ventas" agrega 9 por vez hasta el final', () => {
  let visible = SALES_PAGE;
  expect(salesPage(cards, visible)).toEqual({ shown: cards.slice(0, 9), hasMore: true });
  visible = moreSales(visible);
  expect(salesPage(cards, visible)).toEqual({ shown: cards.slice(0, 18), hasMore: true });
  visible = moreSales(visible);
  expect(salesPage(cards, visible)).toEqual({ shown: cards, hasMore: false });
});

test('con 9 ventas o menos no hay "Ver más ventas"', () => {
  expect(salesPage(cards.slice(0, 9), SALES_PAGE).hasMore).toBe(false);
  expect(salesPage([], SALES_PAGE)).toEqual({ shown: [], hasMore: false });
});

test('nunca se muestran menos de 9', () => {
  expect(salesPage(cards, 0).shown).toHaveLength(9);
  expect(salesPage(cards, Number.NaN).shown).toHaveLength(9);
});
