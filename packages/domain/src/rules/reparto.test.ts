import { describe, expect, it } from 'vitest';
import { comoLlegar, coordenada, ordenarParadas, splitPunto } from './reparto.ts';

const p = (saleId: number, barrio: string, direccion: string, orden: number | null = null) => ({
  saleId,
  barrio,
  direccion,
  orden,
});

describe('ordenarParadas', () => {
  it('without a stored order: barrio ignoring case and accents, then direccion, then saleId', () => {
    const got = ordenarParadas([
      p(4, 'Sur', 'B 1'),
      p(2, 'candioti', 'Z 9'),
      p(3, 'Candióti', 'A 1'),
      p(1, 'sur', 'B 1'),
    ]);
    expect(got.map((x) => x.saleId)).toEqual([3, 2, 1, 4]);
  });
  it('keeps the stored order and puts later arrivals after it, among themselves by default', () => {
    const got = ordenarParadas([
      p(1, 'A', 'x', 2),
      p(2, 'B', 'x', 1),
      p(5, 'Z', 'x'),
      p(4, 'A', 'x'),
    ]);
    expect(got.map((x) => x.saleId)).toEqual([2, 1, 4, 5]);
  });
});

describe('comoLlegar', () => {
  it('goes to the point when there is one, else to the written address', () => {
    expect(comoLlegar({ lat: -31.6, lon: -60.7 }, 'x', 'Santa Fe', 'Santa Fe')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-31.6,-60.7',
    );
    expect(comoLlegar({ lat: null, lon: null }, 'Bv. Gálvez 1234', 'Santa Fe', 'Santa Fe')).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent('Bv. Gálvez 1234, Santa Fe, Santa Fe')}`,
    );
  });
});

it('un punto pegado de un mapa se separa en latitud y longitud', () => {
  expect(splitPunto('-31.6333, -60.7')).toEqual(['-31.6333', '-60.7']);
  expect(splitPunto(' -31.6333;-60.7 ')).toEqual(['-31.6333', '-60.7']);
  expect(splitPunto('-31.6333 -60.7')).toEqual(['-31.6333', '-60.7']);
  expect(splitPunto('-31.6333')).toBeNull();
  expect(splitPunto('Balcarce 1635')).toBeNull();
  expect(coordenada('-31,63')).toBe(-31.63);
  expect(coordenada(' -60.7 ')).toBe(-60.7);
  expect(coordenada('')).toBeNaN();
  expect(coordenada('norte')).toBeNaN();
});
