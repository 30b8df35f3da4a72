// GET /api/catalog?q=… over 50,000 published products under load (autocannon, every connection
// cycling through a set of searches), beside a bare node:http server answering each URL with the
// same bytes Feria gave for it. catalog-search.ts measures one shopper's latency per term; this
// one measures what the server sustains.
import fs from 'node:fs';
import { benchDatabaseUrl, compareWithBare } from './lib/compare.ts';
import { withFreshDatabase } from './lib/pg-database.ts';
import { startSeededServer } from './lib/seeded-server.ts';
import type { BareAnswer } from './lib/server.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 50_000);

// The seeded rows: "Producto 123 orgánico de la región", brand "Productor 23", sku "BEN-123".
const QUERIES = [
  'q=producto%2031415',
  'q=ben-4242',
  'q=productor%2017',
  'q=az%C3%BAcar',
  'q=azucar',
  'q=organico',
  'q=region&offset=48',
  'q=legumbres&limit=48',
  'q=producto%2012&categoria=Yerba',
  'q=no-existe-nada',
];

/** On PGlite, or on PostgreSQL when given a server's URL (a fresh database on it). */
export function searchLoadBench(serverUrl?: string) {
  return withFreshDatabase(serverUrl, run);
}

async function run(databaseUrl: string | undefined) {
  const server = await startSeededServer(PRODUCTS, databaseUrl);
  try {
    const paths = QUERIES.map((q) => `/api/catalog?${q}`);
    const bare = new Map<string, BareAnswer>();
    for (const path of paths) {
      const res = await fetch(`${server.url}${path}`);
      if (!res.ok) throw new Error(`${path}: ${res.status}`);
      bare.set(path, { body: Buffer.from(await res.arrayBuffer()) });
    }
    return await compareWithBare({
      name: 'GET /api/catalog?q=…',
      products: PRODUCTS,
      databaseUrl,
      server,
      requests: paths.map((path) => ({ path })),
      bare,
    });
  } finally {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await searchLoadBench(benchDatabaseUrl);
