// GET /api/sheets/data with 1,000 published products, beside a bare node:http server answering
// the same bytes in the same run. Prints req/s, p50/p99 latency and the ratio.
import os from 'node:os';
import { load, printTable } from './lib/load.ts';
import { seedProducts } from './lib/seed-products.ts';
import { startBare, startServer } from './lib/server.ts';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const databaseUrl = process.env.BENCH_DATABASE_URL;

export async function catalogJsonBench() {
  const dataDir = await seedProducts(1000, databaseUrl);
  const server = await startServer({
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  try {
    const url = `${server.url}/api/sheets/data`;
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    const feria = await load(
      `Feria GET /api/sheets/data (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`,
      { url, duration },
    );
    const bare = await startBare(body);
    const base = await load('node:http, mismos bytes', { url: bare.url, duration });
    await bare.stop();
    console.info(
      `\nCatálogo JSON: ${body.length} bytes, 1.000 productos, ${duration} s, ${os.cpus().length} núcleos`,
    );
    printTable([feria, base]);
    console.info(`\nrelación Feria / node:http = ${(feria.rps / base.rps).toFixed(2)}`);
    return { feria, base, ratio: feria.rps / base.rps };
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await catalogJsonBench();
