import { describe, expect, test } from 'vitest';
import {
  BALANCE_PAGE_SIZE,
  clampPage,
  pageCount,
  pageSlice,
  pageWindow,
  SALES_PAGE,
  showMoreBy,
} from './pagination.ts';

describe('tamaños de página', () => {
  test('"Ver más ventas" suma 9', () => {
    expect(showMoreBy(SALES_PAGE, SALES_PAGE)).toBe(18);
  });

  test('la cantidad de páginas redondea hacia arriba y nunca es menor que 1', () => {
    expect(pageCount(11, 5)).toBe(3);
    expect(pageCount(10, 5)).toBe(2);
    expect(pageCount(0, 5)).toBe(1);
    expect(() => pageCount(10, 0)).toThrow(RangeError);
  });

  test('una página fuera de rango se lleva al rango', () => {
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(9, 3)).toBe(3);
    expect(clampPage(Number.NaN, 3)).toBe(1);
  });
});

describe('ventana de números de página', () => {
  test('con 4 páginas o menos se muestran todas', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(4, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  test('cerca del principio se muestran las primeras 4', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, 4]);
  });

  test('en el medio la ventana se desliza con la página actual', () => {
    expect(pageWindow(3, 10)).toEqual([2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([5, 6, 7, 8]);
  });

  test('cerca del final se muestran las últimas 4', () => {
    expect(pageWindow(9, 10)).toEqual([7, 8, 9, 10]);
    expect(pageWindow(10, 10)).toEqual([7, 8, 9, 10]);
  });

  test('la ventana siempre contiene la página actual y tiene 4 números', () => {
    for (let current = 1; current <= 12; current++) {
      const window = pageWindow(current, 12);
      expect(window).toHaveLength(4);
      expect(window).toContain(current);
    }
  });

  test('una página actual fuera de rango se lleva al borde', () => {
    expect(pageWindow(50, 10)).toEqual([7, 8, 9, 10]);
    expect(pageWindow(-3, 10)).toEqual([1, 2, 3, 4]);
  });

  test('el tamaño de la ventana se puede cambiar', () => {
    expect(pageWindow(5, 10, 5)).toEqual([3, 4, 5, 6, 7]);
  });
});

describe('recorte de página', () => {
  const items = Array.from({ length: 12 }, (_, i) => i + 1);

  test('devuelve los elementos de la página pedida', () => {
    expect(pageSlice(items, 1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageSlice(items, 3, 5)).toEqual([11, 12]);
  });

  test('una página fuera de la lista da una lista vacía', () => {
    expect(pageSlice(items, 4, 5)).toEqual([]);
    expect(pageSlice(items, 0, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('páginas del balance', () => {
  const entries = Array.from({ length: 23 }, (_, i) => ({ id: 23 - i }));

  test('23 entradas de a 10 son 3 páginas; la última tiene 3', () => {
    expect(pageCount(entries.length, BALANCE_PAGE_SIZE)).toBe(3);
    expect(pageSlice(entries, 1, BALANCE_PAGE_SIZE).map((e) => e.id)).toEqual([
      23, 22, 21, 20, 19, 18, 17, 16, 15, 14,
    ]);
    expect(pageSlice(entries, 3, BALANCE_PAGE_SIZE).map((e) => e.id)).toEqual([3, 2, 1]);
  });

  test('10 entradas entran en una sola página y sin entradas hay una página vacía', () => {
    expect(pageCount(10, BALANCE_PAGE_SIZE)).toBe(1);
    expect(pageCount(0, BALANCE_PAGE_SIZE)).toBe(1);
    expect(pageSlice([], 1, BALANCE_PAGE_SIZE)).toEqual([]);
  });

  test('al borrar entradas la página actual se lleva a la última que existe', () => {
    expect(clampPage(3, pageCount(12, BALANCE_PAGE_SIZE))).toBe(2);
  });
});
