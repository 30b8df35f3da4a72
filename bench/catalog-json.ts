// GET /api/sheets/data with 1,000 published products (the whole catalogue in one answer), beside a
// bare node:http server answering the same bytes in the same run; the server's RSS idle and under
// this load. `BENCH_DATABASE_URL=postgres://…` runs it on PostgreSQL.
import fs from 'node:fs';
import { benchDatabaseUrl, compareWithBare } from './lib/compare.ts';
import { withFreshDatabase } from './lib/pg-database.ts';
import { startSeededServer } from './lib/seeded-server.ts';

const PRODUCTS = 1_000;

/** On PGlite, or on PostgreSQL when given a server's URL (a fresh database on it). */
export function catalogJsonBench(serverUrl?: string) {
  return withFreshDatabase(serverUrl, run);
}

async function run(databaseUrl: string | undefined) {
  const server = await startSeededServer(PRODUCTS, databaseUrl);
  try {
    const path = '/api/sheets/data';
    const body = Buffer.from(await (await fetch(`${server.url}${path}`)).arrayBuffer());
    return await compareWithBare({
      name: 'GET /api/sheets/data',
      products: PRODUCTS,
      databaseUrl,
      server,
      requests: [{ path }],
      bare: { body },
    });
  } finally {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await catalogJsonBench(benchDatabaseUrl);
