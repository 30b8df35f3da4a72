// Issue 35 §5: a shop of 5,000 products and 100,000 sales, one web order every 100 ms, and the
// heavy admin actions one after the other: a 60-day settlement, the settlement of a feria, a
// 5,000-row CSV import and a price adjustment over every product, each BENCH_RUNS times (3).
// Printed per run: how long the action took, how long the orders placed meanwhile waited (goal on
// PGlite: no order delayed more than 500 ms) and the machine's load average (1 min) before and
// after; then each figure's median over the runs.
import fs from 'node:fs';
import os from 'node:os';
import { addDays, shopToday } from '@feria/domain/rules/dates';
import { benchDatabaseUrl } from './lib/compare.ts';
import { percentile, webOrderBody } from './lib/orders-beside.ts';
import { withFreshDatabase } from './lib/pg-database.ts';
import { seedProducts } from './lib/seed-products.ts';
import { seedSales } from './lib/seed-sales.ts';
import { startServer } from './lib/server.ts';

const PRODUCTS = 5_000;
const SALES = Number(process.env.BENCH_SALES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ORDER_EVERY_MS = 100;
// BENCH_ACTIONS=importar,ajuste runs only the actions whose name holds one of those words.
const ONLY = process.env.BENCH_ACTIONS?.split(',');
const ADMIN = { email: 'admin@feria.local', password: 'bench-admin-clave' };

export type AdminActionFigures = {
  action: string;
  database: string;
  /** Medians over the runs. */
  ms: number;
  orders: number;
  orderP50: number;
  orderMax: number;
  /** Each run's [ms, slowest order ms, load average before, after]. */
  runs: [number, number, number, number][];
};

type Sample = { ms: number; orders: number; orderP50: number; orderMax: number; load: number[] };

export function adminActionsBench(serverUrl?: string) {
  return withFreshDatabase(serverUrl, run);
}

const load = () => Number(os.loadavg()[0]!.toFixed(2));
const median = (values: number[]) => percentile(values, 0.5);

/** Runs one admin action while a web order is placed every ORDER_EVERY_MS. */
async function beside(url: string, call: () => Promise<Response>, next: () => number) {
  let running = true;
  const orderMs: number[] = [];
  const loadBefore = load();
  const orders = (async () => {
    while (running) {
      const started = performance.now();
      const order = () =>
        fetch(`${url}/api/sheets/sale`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: url },
          body: webOrderBody(1 + (next() % PRODUCTS)),
        });
      // A kept-alive socket the server closed as it was reused (ECONNRESET): sent again, timed whole.
      const res = await order().catch(order);
      if (res.status !== 201) throw new Error(`pedido: ${res.status} ${await res.text()}`);
      const took = performance.now() - started;
      orderMs.push(took);
      await new Promise((r) => setTimeout(r, Math.max(0, ORDER_EVERY_MS - took)));
    }
  })();
  await new Promise((r) => setTimeout(r, 300));
  const started = performance.now();
  const res = await call();
  const ms = Math.round(performance.now() - started);
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
  await new Promise((r) => setTimeout(r, 300));
  running = false;
  await orders;
  return {
    ms,
    orders: orderMs.length,
    orderP50: Math.round(percentile(orderMs, 0.5)),
    orderMax: Math.round(Math.max(...orderMs)),
    load: [loadBefore, load()],
  } satisfies Sample;
}

async function run(databaseUrl: string | undefined): Promise<AdminActionFigures[]> {
  const dataDir = await seedProducts(PRODUCTS, databaseUrl);
  const feriaId = await seedSales(dataDir, SALES, databaseUrl);
  const server = await startServer({
    DATA_DIR: dataDir,
    ORDERS_PER_HOUR: '1000000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const database = databaseUrl ? 'PostgreSQL' : 'PGlite';
  try {
    const login = await fetch(`${server.url}/api/login/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify(ADMIN),
    });
    if (login.status !== 200) throw new Error(`login: ${login.status}`);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const admin = (path: string, init: RequestInit = {}) =>
      fetch(`${server.url}${path}`, {
        ...init,
        headers: { origin: server.url, cookie, ...(init.headers as object) },
      });
    // Every product's price one peso up from what the shop has now: each run changes every row.
    const csvOneUp = async () =>
      (await (await admin('/api/sheets/data.csv')).text()).replace(
        /;(\d+),(\d\d);/g,
        (_m, pesos: string, cents: string) => `;${Number(pesos) + 1},${cents};`,
      );
    const today = shopToday();
    const every: [string, () => Promise<() => Promise<Response>>][] = [
      [
        'liquidación de 60 días',
        async () => () => admin(`/api/liquidaciones?desde=${addDays(today, -59)}&hasta=${today}`),
      ],
      [
        'liquidación de una feria',
        async () => () => admin(`/api/liquidaciones?feriaId=${feriaId}`),
      ],
      [
        `importar ${PRODUCTS.toLocaleString('es-AR')} filas`,
        async () => {
          const csv = await csvOneUp();
          return () => {
            const form = new FormData();
            form.append('file', new Blob([csv], { type: 'text/csv' }), 'productos.csv');
            return admin('/api/sheets/import', { method: 'POST', body: form });
          };
        },
      ],
      [
        'ajuste de precios de todos los productos',
        async () => () =>
          admin('/api/precios/ajuste', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ porcentaje: 1, redondeo: 0, vistaPrevia: false }),
          }),
      ],
    ];
    const actions = every.filter(([name]) => !ONLY || ONLY.some((word) => name.includes(word)));
    const samples = new Map<string, Sample[]>(actions.map(([a]) => [a, []]));
    let next = 1;
    console.info(`\nAcciones de administración — ${database} (carga: promedio de 1 min)`);
    for (let r = 1; r <= RUNS; r++) {
      for (const [action, prepare] of actions) {
        const s = await beside(server.url, await prepare(), () => next++);
        samples.get(action)!.push(s);
        console.info(
          `  vuelta ${r} · ${action}: ${s.ms} ms, ${s.orders} pedidos, p50 ${s.orderP50} / máx ${s.orderMax} ms, carga ${s.load[0]} → ${s.load[1]}`,
        );
      }
    }
    const figures = actions.map(([action]): AdminActionFigures => {
      const list = samples.get(action)!;
      return {
        action,
        database,
        ms: median(list.map((s) => s.ms)),
        orders: median(list.map((s) => s.orders)),
        orderP50: median(list.map((s) => s.orderP50)),
        orderMax: median(list.map((s) => s.orderMax)),
        runs: list.map((s) => [s.ms, s.orderMax, s.load[0]!, s.load[1]!]),
      };
    });
    console.info(
      `\nAcciones de administración con ${PRODUCTS.toLocaleString('es-AR')} productos, ${SALES.toLocaleString('es-AR')} ventas y un pedido cada ${ORDER_EVERY_MS} ms — ${database}, mediana de ${RUNS} vueltas`,
    );
    console.info(
      '| acción | base | dura ms | pedidos | pedido p50 / máx ms (meta máx ≤ 500 en PGlite) | vueltas: dura / máx ms (carga antes → después) |',
    );
    console.info('|---|---|---:|---:|---:|---|');
    for (const f of figures) {
      const runs = f.runs.map(([ms, max, a, b]) => `${ms} / ${max} (${a} → ${b})`).join('; ');
      console.info(
        `| ${f.action} | ${f.database} | ${f.ms} | ${f.orders} | ${f.orderP50} / ${f.orderMax} | ${runs} |`,
      );
    }
    return figures;
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await adminActionsBench(benchDatabaseUrl);
