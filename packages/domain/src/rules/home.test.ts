import { describe, expect, test } from 'vitest';
import { homeLatest, wrapIndex } from './home.ts';

describe('portada', () => {
  test('muestra los últimos 8 productos publicados, el más nuevo primero', () => {
    const products = Array.from({ length: 12 }, (_, i) => ({
      id: 12 - i,
      publicado: i % 4 === 0 ? 'no' : 'si',
    }));
    expect(homeLatest(products).map((p) => p.id)).toEqual([11, 10, 9, 7, 6, 5, 3, 2]);
  });
});

describe('galería y carrusel', () => {
  test('siguiente en la última vuelve a la primera, y anterior en la primera va a la última', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, 1, 3)).toBe(2);
  });

  test('con una sola imagen o ninguna se queda en la primera', () => {
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, -1, 1)).toBe(0);
    expect(wrapIndex(3, 1, 0)).toBe(0);
  });
});
