// The order of a delivery run (MARKET §14 "Reparto"): from the market's origin through every stop
// with a location and back, measured with haversine distances on a sphere of radius 6371 km.
// Up to 9 stops an exact search (Held–Karp); beyond, nearest neighbour then 2-opt and or-opt.
// Pure and deterministic: the same stops and points give the same order, whatever order they come in.

export interface Punto {
  lat: number;
  lon: number;
}

export interface ParadaConPunto extends Punto {
  saleId: number;
}

const RADIO_KM = 6371;
const EXACTA_HASTA = 9;
const rad = (deg: number) => (deg * Math.PI) / 180;

/**
 * @internal Exported for its tests.
 * The great-circle distance between two points, in km, on a sphere of radius 6371 km.
 */
export const haversineKm = (a: Punto, b: Punto): number => {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * RADIO_KM * Math.asin(Math.min(1, Math.sqrt(h)));
};

/**
 * @internal Exported for its tests.
 * origin → each point in order → origin, in km (unrounded).
 */
export const largoRecorridoKm = (origen: Punto, puntos: readonly Punto[]): number => {
  let total = 0;
  let prev = origen;
  for (const p of puntos) {
    total += haversineKm(prev, p);
    prev = p;
  }
  return total + haversineKm(prev, origen);
};

/** `distanciaKm` of the reparto: rounded to one decimal, null without origin. */
export const distanciaRepartoKm = (
  origen: Punto | null,
  puntos: readonly Punto[],
): number | null =>
  origen === null ? null : Math.round(largoRecorridoKm(origen, puntos) * 10) / 10;

/** Distance matrix with the origin at index 0 and the stops at 1…n. */
type Dist = (i: number, j: number) => number;
const matriz = (origen: Punto, paradas: readonly Punto[]): Dist => {
  const all = [origen, ...paradas];
  const m = all.map((a) => all.map((b) => haversineKm(a, b)));
  return (i, j) => m[i]![j]!;
};

/** Held–Karp over stops 1…n (n ≤ 9): the shortest closed tour from and to node 0. */
const exacta = (d: Dist, n: number): number[] => {
  const full = 1 << n;
  const cost = Array.from({ length: full }, () =>
    new Array<number>(n).fill(Number.POSITIVE_INFINITY),
  );
  const from = Array.from({ length: full }, () => new Array<number>(n).fill(-1));
  for (let j = 0; j < n; j++) cost[1 << j]![j] = d(0, j + 1);
  for (let mask = 1; mask < full; mask++) {
    for (let j = 0; j < n; j++) {
      if (!(mask & (1 << j)) || cost[mask]![j]! === Number.POSITIVE_INFINITY) continue;
      for (let k = 0; k < n; k++) {
        if (mask & (1 << k)) continue;
        const next = mask | (1 << k);
        const c = cost[mask]![j]! + d(j + 1, k + 1);
        if (c < cost[next]![k]! - 1e-12) {
          cost[next]![k] = c;
          from[next]![k] = j;
        }
      }
    }
  }
  let best = Number.POSITIVE_INFINITY;
  let last = 0;
  for (let j = 0; j < n; j++) {
    const c = cost[full - 1]![j]! + d(j + 1, 0);
    if (c < best - 1e-12) {
      best = c;
      last = j;
    }
  }
  const tour: number[] = [];
  let mask = full - 1;
  while (last !== -1) {
    tour.push(last + 1);
    const prev = from[mask]![last]!;
    mask &= ~(1 << last);
    last = prev;
  }
  return tour.reverse();
};

const vecinoMasCercano = (d: Dist, n: number): number[] => {
  const left = new Set(Array.from({ length: n }, (_, i) => i + 1));
  const tour: number[] = [];
  let at = 0;
  while (left.size > 0) {
    let best = -1;
    for (const i of left) if (best === -1 || d(at, i) < d(at, best) - 1e-12) best = i;
    tour.push(best);
    left.delete(best);
    at = best;
  }
  return tour;
};

/** The node before position i of the tour (the origin, 0, before the first). */
const antes = (tour: readonly number[], i: number) => (i === 0 ? 0 : tour[i - 1]!);
const despues = (tour: readonly number[], i: number) => (i === tour.length - 1 ? 0 : tour[i + 1]!);

/** One 2-opt move (reverse a segment) that shortens the tour, or null. */
const dosOpt = (d: Dist, tour: number[]): number[] | null => {
  for (let i = 0; i < tour.length - 1; i++) {
    for (let k = i + 1; k < tour.length; k++) {
      const p = antes(tour, i);
      const q = despues(tour, k);
      const [a, b] = [tour[i]!, tour[k]!];
      const delta = d(p, b) + d(a, q) - d(p, a) - d(b, q);
      if (delta < -1e-9)
        return [...tour.slice(0, i), ...tour.slice(i, k + 1).reverse(), ...tour.slice(k + 1)];
    }
  }
  return null;
};

/** One or-opt move (a run of 1–3 stops to another place) that shortens the tour, or null. */
const orOpt = (d: Dist, tour: number[]): number[] | null => {
  for (let len = 1; len <= 3; len++) {
    for (let i = 0; i + len <= tour.length; i++) {
      const a = tour[i]!;
      const b = tour[i + len - 1]!;
      const p = antes(tour, i);
      const q = despues(tour, i + len - 1);
      const gain = d(p, a) + d(b, q) - d(p, q);
      const rest = [...tour.slice(0, i), ...tour.slice(i + len)];
      for (let at = 0; at <= rest.length; at++) {
        if (at === i) continue;
        const x = at === 0 ? 0 : rest[at - 1]!;
        const y = at === rest.length ? 0 : rest[at]!;
        if (d(x, a) + d(b, y) - d(x, y) < gain - 1e-9) {
          return [...rest.slice(0, at), ...tour.slice(i, i + len), ...rest.slice(at)];
        }
      }
    }
  }
  return null;
};

/** 2-opt and or-opt until neither shortens the tour. */
const mejorar = (d: Dist, start: number[]): number[] => {
  let tour = start;
  for (;;) {
    const next = dosOpt(d, tour) ?? orOpt(d, tour);
    if (next === null) return tour;
    tour = next;
  }
};

/** The stops' saleIds in the order of a route near the shortest from `origen` back to it. */
export const ordenarRecorrido = (
  origen: Punto,
  paradas: readonly ParadaConPunto[],
  /** Up to how many stops the search is exact (bench/reparto-route.ts measures the heuristic on
   * small instances against the exact search by lowering it). */
  exactaHasta = EXACTA_HASTA,
): number[] => {
  const sorted = [...paradas].sort((a, b) => a.saleId - b.saleId);
  const n = sorted.length;
  if (n === 0) return [];
  const d = matriz(origen, sorted);
  const tour = n <= exactaHasta ? exacta(d, n) : mejorar(d, vecinoMasCercano(d, n));
  return tour.map((i) => sorted[i - 1]!.saleId);
};
