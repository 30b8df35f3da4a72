import { describe, expect, it } from 'vitest';
import {
  distanciaRepartoKm,
  haversineKm,
  largoRecorridoKm,
  ordenarRecorrido,
  type ParadaConPunto,
  type Punto,
} from './reparto-route.ts';

/** A small seeded generator (mulberry32), so each instance is the same on every run. */
const rng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const ORIGEN: Punto = { lat: -31.6333, lon: -60.7 }; // Santa Fe
const paradas = (seed: number, n: number): ParadaConPunto[] => {
  const r = rng(seed);
  return Array.from({ length: n }, (_, i) => ({
    saleId: 100 + i * 7,
    lat: ORIGEN.lat + (r() - 0.5) * 0.12,
    lon: ORIGEN.lon + (r() - 0.5) * 0.12,
  }));
};

/** Every permutation: the truly shortest tour, for comparison. */
const shortest = (origen: Punto, ps: ParadaConPunto[]): number => {
  let best = Number.POSITIVE_INFINITY;
  const permute = (done: ParadaConPunto[], left: ParadaConPunto[]) => {
    if (left.length === 0) {
      best = Math.min(best, largoRecorridoKm(origen, done));
      return;
    }
    for (let i = 0; i < left.length; i++) {
      permute([...done, left[i]!], [...left.slice(0, i), ...left.slice(i + 1)]);
    }
  };
  permute([], ps);
  return best;
};

const byId = (ps: ParadaConPunto[], ids: number[]) =>
  ids.map((id) => ps.find((p) => p.saleId === id) as ParadaConPunto);

describe('haversineKm', () => {
  it('measures on a sphere of radius 6371 km', () => {
    expect(haversineKm({ lat: 0, lon: 0 }, { lat: 0, lon: 1 })).toBeCloseTo(
      (6371 * Math.PI) / 180,
      6,
    );
    expect(haversineKm(ORIGEN, ORIGEN)).toBe(0);
  });
  it('rounds the run to one decimal and is null without origin', () => {
    const p = [{ lat: 0, lon: 1 }];
    expect(distanciaRepartoKm({ lat: 0, lon: 0 }, p)).toBe(222.4);
    expect(distanciaRepartoKm(null, p)).toBeNull();
  });
});

describe('ordenarRecorrido', () => {
  it('is within 5% of an exhaustive search on 9-stop instances', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const ps = paradas(seed, 9);
      const ids = ordenarRecorrido(ORIGEN, ps);
      expect([...ids].sort((a, b) => a - b)).toEqual(ps.map((p) => p.saleId));
      const got = largoRecorridoKm(ORIGEN, byId(ps, ids));
      expect(got).toBeLessThanOrEqual(shortest(ORIGEN, ps) * 1.05 + 1e-9);
    }
    // Six exhaustive searches of 9! orders each: seconds on a busy machine.
  }, 120_000);

  it('gives the same order for the same stops in any input order', () => {
    const ps = paradas(42, 30);
    const a = ordenarRecorrido(ORIGEN, ps);
    const b = ordenarRecorrido(ORIGEN, [...ps].reverse());
    expect(b).toEqual(a);
  });

  // Its time is the route benchmark's to measure (issue 63), never a test's.
  it('orders 100 stops with each stop once and no longer than nearest-neighbour', () => {
    const ps = paradas(7, 100);
    const ids = ordenarRecorrido(ORIGEN, ps);
    expect(new Set(ids).size).toBe(100);
    const got = largoRecorridoKm(ORIGEN, byId(ps, ids));
    // greedy tour, computed here independently
    const left = [...ps];
    const greedy: Punto[] = [];
    let at: Punto = ORIGEN;
    while (left.length) {
      left.sort((x, y) => haversineKm(at, x) - haversineKm(at, y));
      at = left.shift() as ParadaConPunto;
      greedy.push(at);
    }
    expect(got).toBeLessThanOrEqual(largoRecorridoKm(ORIGEN, greedy) + 1e-9);
  }, 60_000);

  it('handles none and one stop', () => {
    expect(ordenarRecorrido(ORIGEN, [])).toEqual([]);
    expect(ordenarRecorrido(ORIGEN, [{ saleId: 3, lat: 0, lon: 0 }])).toEqual([3]);
  });
});
