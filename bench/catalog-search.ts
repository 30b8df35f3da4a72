// GET /api/catalog searches over 50,000 published products: latency of one shopper at a time
// (requests one after the other), for terms that match one product, a few, a brand, a whole
// category, with and without accents. Prints p50/p99 per term and overall (budget: p50 < 20 ms).
import os from 'node:os';
import { withFreshDatabase } from './lib/pg-database.ts';
import { report } from './lib/report.ts';
import { startSeededServer } from './lib/seeded-server.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 50_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);

// What the seeded rows look like: "Producto 123 orgánico de la región", brand "Productor 23",
// sku "BEN-123", one of seven categories.
const SEARCHES = [
  { label: 'un producto por nombre', query: 'q=producto%2031415%20' },
  { label: 'sku', query: 'q=ben-4242' },
  { label: 'una marca (1/40)', query: 'q=productor%2017' },
  { label: 'categoría con tilde (1/7)', query: 'q=az%C3%BAcar' },
  { label: 'categoría sin tilde (1/7)', query: 'q=azucar' },
  { label: 'palabra en todos', query: 'q=organico' },
  {
    label: 'búsqueda + categoría',
    query: `q=producto%2012&categoria=${encodeURIComponent('Harinas y Fécula')}`,
  },
  { label: 'segunda página', query: 'q=yerba&offset=24&limit=24' },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export function catalogSearchBench() {
  // A database of its own: seeding empties the products table.
  return withFreshDatabase(process.env.BENCH_DATABASE_URL, searchBench);
}

async function searchBench(databaseUrl: string | undefined) {
  const server = await startSeededServer(PRODUCTS, databaseUrl);
  try {
    const perTerm = new Map<string, number[]>(SEARCHES.map((s) => [s.label, []]));
    const all: number[] = [];
    const totals = new Map<string, number>();
    for (let round = -3; round < ROUNDS; round++) {
      for (const search of SEARCHES) {
        const started = performance.now();
        const res = await fetch(`${server.url}/api/catalog?${search.query}`);
        const body = (await res.json()) as { total?: number };
        const ms = performance.now() - started;
        if (!res.ok) throw new Error(`${search.query}: ${res.status}`);
        totals.set(search.label, body.total ?? 0);
        if (round < 0) continue; // warm-up rounds
        perTerm.get(search.label)!.push(ms);
        all.push(ms);
      }
    }
    const fmt = (n: number) => n.toFixed(1);
    console.info(
      `\nGET /api/catalog, ${PRODUCTS.toLocaleString('es-AR')} productos publicados, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${ROUNDS} rondas, ${os.cpus().length} núcleos`,
    );
    console.info('| búsqueda | resultados | p50 ms | p99 ms |');
    console.info('|---|---:|---:|---:|');
    for (const search of SEARCHES) {
      const times = [...perTerm.get(search.label)!].sort((a, b) => a - b);
      console.info(
        `| ${search.label} | ${totals.get(search.label)} | ${fmt(percentile(times, 50))} | ${fmt(percentile(times, 99))} |`,
      );
    }
    all.sort((a, b) => a - b);
    const p50 = percentile(all, 50);
    const p99 = percentile(all, 99);
    report({
      name: `búsqueda de un comprador, ${PRODUCTS.toLocaleString('es-AR')} productos, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}: p50 de todas`,
      value: Number(fmt(p50)),
      unit: 'ms',
      goal: { max: 20 },
      note: `p99 ${fmt(p99)} ms`,
    });
    return { p50, p99 };
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await catalogSearchBench();
