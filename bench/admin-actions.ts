// Issue 35 §5: a shop of 5,000 products and 100,000 sales, one web order every 100 ms, and the
// heavy admin actions one after the other: a 60-day settlement, a 5,000-row CSV import and a price
// adjustment over every product. Printed per action: how long it took and how long the orders
// placed meanwhile waited (goal on PGlite: no order delayed more than 500 ms).
import fs from 'node:fs';
import { addDays, shopToday } from '@feria/domain/rules/dates';
import { benchDatabaseUrl } from './lib/compare.ts';
import { percentile, webOrderBody } from './lib/orders-beside.ts';
import { withFreshDatabase } from './lib/pg-database.ts';
import { seedProducts } from './lib/seed-products.ts';
import { seedSales } from './lib/seed-sales.ts';
import { startServer } from './lib/server.ts';

const PRODUCTS = 5_000;
const SALES = Number(process.env.BENCH_SALES ?? 100_000);
const ORDER_EVERY_MS = 100;
const ADMIN = { email: 'admin@feria.local', password: 'bench-admin-clave' };

export type AdminActionFigures = {
  action: string;
  database: string;
  ms: number;
  orders: number;
  orderP50: number;
  orderMax: number;
};

export function adminActionsBench(serverUrl?: string) {
  return withFreshDatabase(serverUrl, run);
}

async function run(databaseUrl: string | undefined): Promise<AdminActionFigures[]> {
  const dataDir = await seedProducts(PRODUCTS, databaseUrl);
  await seedSales(dataDir, SALES, databaseUrl);
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
    const csv = (await (await admin('/api/sheets/data.csv')).text()).replace(
      /;(\d+),(\d\d);/g,
      (_m, pesos: string, cents: string) => `;${Number(pesos) + 1},${cents};`,
    );
    const today = shopToday();
    const actions: [string, () => Promise<Response>][] = [
      [
        'liquidación de 60 días',
        () => admin(`/api/liquidaciones?desde=${addDays(today, -59)}&hasta=${today}`),
      ],
      [
        `importar ${PRODUCTS.toLocaleString('es-AR')} filas`,
        () => {
          const form = new FormData();
          form.append('file', new Blob([csv], { type: 'text/csv' }), 'productos.csv');
          return admin('/api/sheets/import', { method: 'POST', body: form });
        },
      ],
      [
        'ajuste de precios de todos los productos',
        () =>
          admin('/api/precios/ajuste', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ porcentaje: 1, redondeo: 0, vistaPrevia: false }),
          }),
      ],
    ];
    const figures: AdminActionFigures[] = [];
    let next = 1;
    for (const [action, call] of actions) {
      let running = true;
      const orderMs: number[] = [];
      const orders = (async () => {
        while (running) {
          const started = performance.now();
          const res = await fetch(`${server.url}/api/sheets/sale`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: server.url },
            body: webOrderBody(1 + (next++ % PRODUCTS)),
          });
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
      if (!res.ok) throw new Error(`${action}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
      await new Promise((r) => setTimeout(r, 300));
      running = false;
      await orders;
      figures.push({
        action,
        database,
        ms,
        orders: orderMs.length,
        orderP50: Math.round(percentile(orderMs, 0.5)),
        orderMax: Math.round(Math.max(...orderMs)),
      });
    }
    console.info(
      `\nAcciones de administración con ${PRODUCTS.toLocaleString('es-AR')} productos, ${SALES.toLocaleString('es-AR')} ventas y un pedido cada ${ORDER_EVERY_MS} ms — ${database}`,
    );
    console.info(
      '| acción | base | dura ms | pedidos | pedido p50 / máx ms (meta máx ≤ 500 en PGlite) |',
    );
    console.info('|---|---|---:|---:|---:|');
    for (const f of figures) {
      console.info(
        `| ${f.action} | ${f.database} | ${f.ms} | ${f.orders} | ${f.orderP50} / ${f.orderMax} |`,
      );
    }
    return figures;
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await adminActionsBench(benchDatabaseUrl);
