// Issue 35 §6: shoppers reading the whole catalogue (`GET /api/sheets/data`, 50,000 published
// products, brotli as a browser asks for it, BENCH_CATALOG_RATE a second) while one web order every
// 0.5 s changes stock. Goal:
// catalogue p99 ≤ 200 ms on both databases; the orders' own latency is printed beside it.
import fs from 'node:fs';
import autocannon from 'autocannon';
import { benchDatabaseUrl } from './lib/compare.ts';
import { percentile, webOrderBody } from './lib/orders-beside.ts';
import { withFreshDatabase } from './lib/pg-database.ts';
import { report } from './lib/report.ts';
import { startSeededServer } from './lib/seeded-server.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 50_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10) * 2;
const ORDER_EVERY_MS = 500;
/** Shoppers' requests a second in all (open loop), so latency is the server's, not a queue's. */
const RATE = Number(process.env.BENCH_CATALOG_RATE ?? 20);

export type CatalogUnderOrders = {
  database: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  orders: number;
  orderP50: number;
  orderMax: number;
};

/** On PGlite, or on PostgreSQL when given a server's URL (a fresh database on it). */
export function catalogUnderOrdersBench(serverUrl?: string) {
  return withFreshDatabase(serverUrl, run);
}

async function run(databaseUrl: string | undefined): Promise<CatalogUnderOrders> {
  const server = await startSeededServer(PRODUCTS, databaseUrl, { ORDERS_PER_HOUR: '1000000' });
  try {
    const path = '/api/sheets/data';
    const headers = { 'accept-encoding': 'br, gzip' };
    const ids = ((await (await fetch(`${server.url}${path}`)).json()) as { id: number }[]).map(
      (p) => p.id,
    );
    await autocannon({ url: `${server.url}${path}`, duration: 2, connections: 10, headers });
    let running = true;
    const orderMs: number[] = [];
    const orders = (async () => {
      for (let i = 0; running; i++) {
        const started = performance.now();
        const res = await fetch(`${server.url}/api/sheets/sale`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: server.url },
          body: webOrderBody(ids[i % ids.length]!),
        });
        if (res.status !== 201) throw new Error(`pedido: ${res.status} ${await res.text()}`);
        const took = performance.now() - started;
        orderMs.push(took);
        await new Promise((r) => setTimeout(r, Math.max(0, ORDER_EVERY_MS - took)));
      }
    })();
    const load = await autocannon({
      url: `${server.url}${path}`,
      duration: seconds,
      connections: 10,
      overallRate: RATE,
      headers,
    });
    running = false;
    await orders;
    const figures: CatalogUnderOrders = {
      database: databaseUrl ? 'PostgreSQL' : 'PGlite',
      rps: Math.round(load.requests.average),
      p50: load.latency.p50,
      p99: load.latency.p99,
      errors: load.errors + load.non2xx + load.timeouts,
      orders: orderMs.length,
      orderP50: Math.round(percentile(orderMs, 0.5)),
      orderMax: Math.round(Math.max(...orderMs)),
    };
    console.info(
      `\nGET ${path} con ${PRODUCTS.toLocaleString('es-AR')} productos y un pedido cada ${ORDER_EVERY_MS} ms — ${figures.database}, ${seconds} s, ${RATE} lecturas por segundo (brotli) en 10 conexiones`,
    );
    console.info(
      '| base | catálogo req/s | p50 ms | p99 ms (meta ≤ 200) | errores | pedidos | pedido p50 / máx ms |',
    );
    console.info('|---|---:|---:|---:|---:|---:|---:|');
    console.info(
      `| ${figures.database} | ${figures.rps} | ${figures.p50} | ${figures.p99} | ${figures.errors} | ${figures.orders} | ${figures.orderP50} / ${figures.orderMax} |`,
    );
    report({
      name: `catálogo de ${PRODUCTS.toLocaleString('es-AR')} con un pedido cada ${ORDER_EVERY_MS} ms, ${figures.database}: p99`,
      value: figures.p99,
      unit: 'ms',
      goal: { max: 200 },
      note: `${figures.errors} errores; pedidos p50 / máx ${figures.orderP50} / ${figures.orderMax} ms`,
    });
    return figures;
  } finally {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  await catalogUnderOrdersBench(benchDatabaseUrl);
