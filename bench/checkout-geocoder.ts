// Issue 63, "checkout with the geocoder hanging": web orders with Envío to a zone (MARKET §14),
// each from its own shopper to its own door, CONNECTIONS at a time, against three servers in
// turns: GEOREF_URL=off (no geocoder: the baseline), GEOREF_URL at a local server that accepts
// the connection and never answers (each request gives up after 5 s), and the tests' Georef fake
// answering at once (the geocoder doing its work). MARKET §14: no order is ever refused or
// delayed because of geocoding. Goal: p95 with Georef hanging ≤ 1.1 × p95 with it off; every
// order answered 201. Also printed: the orders left without a point, the requests Georef got and
// how long each server took to stop.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { startGeorefFake } from '../packages/server/test/support/georef-fake.ts';
import { signInAdmin } from './lib/admin.ts';
import { benchDatabaseUrl } from './lib/compare.ts';
import { OPEN_ORDERS_ENV, percentile } from './lib/orders-beside.ts';
import { withFreshDatabase } from './lib/pg-database.ts';
import { report } from './lib/report.ts';
import { seedProducts } from './lib/seed-products.ts';
import { type RunningServer, startServer } from './lib/server.ts';
import { withDb } from './lib/with-db.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const TURNS = 3;
const WARM_UP_MS = 1_000;
const PRODUCTS = 1_000;
const BARRIOS = ['Centro', 'Candioti Norte', 'Candioti Sur', 'Barrio Sur'];
const RATIO_GOAL = 1.1;

type Mode = { key: 'off' | 'colgado' | 'responde'; label: string; url: string };
type Turn = { ms: number[]; statuses: Map<number, number>; seconds: number };

/** A Georef that takes every connection and never answers; counts what it was asked. */
async function startHangingGeoref() {
  const sockets = new Set<Socket>();
  let asked = 0;
  const server = http.createServer(() => {
    asked++; // the request is read and left without an answer
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    asked: () => asked,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let shopper = 0;
/** Told each order's door before it is placed (the answering fake learns its point). */
let beforeOrder: (direccion: string) => void = () => {};

/** CONNECTIONS workers placing Envío orders one after the other for `ms`, each timed. */
async function load(url: string, ms: number): Promise<Turn> {
  const turn: Turn = { ms: [], statuses: new Map(), seconds: ms / 1000 };
  const until = performance.now() + ms;
  const worker = async () => {
    while (performance.now() < until) {
      const n = ++shopper;
      const direccion = `San Martín ${1000 + n}`;
      beforeOrder(direccion);
      const started = performance.now();
      const res = await fetch(`${url}/api/sheets/sale`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url },
        body: JSON.stringify({
          productos: [{ id: 1 + (n % PRODUCTS), cantidad: 1 }],
          formaPago: 'efectivo',
          envio: 'envio',
          cliente: {
            nombre: `Cliente ${n}`,
            correo: `cliente${n}@example.com`,
            provincia: 'Santa Fe',
            direccion,
            barrio: BARRIOS[n % BARRIOS.length],
            cp: '3000',
            celular: '3425551234',
          },
        }),
      }).catch(() => null);
      await res?.arrayBuffer();
      turn.ms.push(performance.now() - started);
      const status = res?.status ?? 0;
      turn.statuses.set(status, (turn.statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return turn;
}

async function startShop(mode: Mode, databaseUrl: string | undefined) {
  const dataDir = await seedProducts(PRODUCTS, databaseUrl);
  const server = await startServer({
    DATA_DIR: dataDir,
    GEOREF_URL: mode.url,
    // The geocoder's warnings (a timeout each) are counted here instead.
    LOG_LEVEL: 'error',
    ...OPEN_ORDERS_ENV,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const admin = await signInAdmin(server.url);
  const res = await admin('/api/envios/zonas', {
    method: 'POST',
    body: JSON.stringify({ nombre: 'Centro y Candioti', barrios: BARRIOS, costo: 1500 }),
  });
  if (res.status !== 201) throw new Error(`zona: ${res.status} ${await res.text()}`);
  return { mode, server, dataDir, turns: [] as Turn[] };
}

/** Stops a server, timed: its geocoder ends the round in flight first. */
async function stopTimed(server: RunningServer) {
  const started = performance.now();
  await server.stop();
  return Math.round(performance.now() - started);
}

export function checkoutGeocoderBench(serverUrl?: string) {
  // One fresh database per server on PostgreSQL: each runs its own.
  return withFreshDatabase(serverUrl, (off) =>
    withFreshDatabase(serverUrl, (hanging) =>
      withFreshDatabase(serverUrl, (answering) => run([off, hanging, answering], serverUrl)),
    ),
  );
}

async function run(urls: (string | undefined)[], serverUrl: string | undefined) {
  const database = serverUrl ? 'PostgreSQL' : 'PGlite';
  const hanging = await startHangingGeoref();
  const fake = await startGeorefFake();
  beforeOrder = (direccion) => fake.set(direccion, { lat: -31.64, lon: -60.7 });
  const modes: Mode[] = [
    { key: 'off', label: 'GEOREF_URL=off', url: 'off' },
    { key: 'colgado', label: 'Georef que no responde', url: hanging.url },
    { key: 'responde', label: 'Georef (falso) que responde', url: fake.url },
  ];
  const shops = [];
  for (const [i, mode] of modes.entries()) shops.push(await startShop(mode, urls[i]));
  const stopMs = new Map<string, number>();
  const unplaced = new Map<string, number>();
  try {
    for (const shop of shops) await load(shop.server.url, WARM_UP_MS);
    for (let t = 0; t < TURNS; t++) {
      for (const shop of shops)
        shop.turns.push(await load(shop.server.url, (SECONDS * 1000) / TURNS));
    }
  } finally {
    for (const shop of shops) stopMs.set(shop.mode.key, await stopTimed(shop.server));
    await hanging.close();
    await fake.close();
  }
  try {
    for (const [i, shop] of shops.entries()) {
      const [row] = await withDb(shop.dataDir, urls[i], (q) =>
        q(sql`select count(*) filter (where ubicacion_fuente is null)::int as sin,
          count(*)::int as todos from sales where envio = 'envio' and canal = 'web'`),
      );
      unplaced.set(shop.mode.key, Number(row?.sin));
      unplaced.set(`${shop.mode.key}:todos`, Number(row?.todos));
    }
  } finally {
    for (const shop of shops) fs.rmSync(shop.dataDir, { recursive: true, force: true });
  }

  const figures = shops.map(({ mode, turns }) => {
    const ms = turns.flatMap((t) => t.ms);
    const statuses = new Map<number, number>();
    for (const t of turns)
      for (const [s, n] of t.statuses) statuses.set(s, (statuses.get(s) ?? 0) + n);
    const ok = statuses.get(201) ?? 0;
    return {
      mode,
      orders: ms.length,
      rps: Math.round(ms.length / turns.reduce((s, t) => s + t.seconds, 0)),
      p50: Math.round(percentile(ms, 0.5)),
      p95: Math.round(percentile(ms, 0.95)),
      p99: Math.round(percentile(ms, 0.99)),
      notCreated: ms.length - ok,
      others: [...statuses]
        .filter(([s]) => s !== 201)
        .map(([s, n]) => `${n} × ${s || 'sin respuesta'}`),
      turnP95: turns.map((t) => Math.round(percentile(t.ms, 0.95))),
    };
  });
  const asked = { off: 0, colgado: hanging.asked(), responde: fake.asked.length };
  console.info(
    `\nPedidos con envío y el geocodificador — ${database}: ${CONNECTIONS} conexiones, ${TURNS} turnos de ${(SECONDS / TURNS).toFixed(1)} s por servidor, cada pedido de otro cliente y a otra puerta de la zona`,
  );
  console.info(
    '| Georef | pedidos | req/s | p50 ms | p95 ms | p99 ms | no 201 | sin ubicación | consultas a Georef | detener ms |',
  );
  console.info('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const f of figures) {
    const k = f.mode.key;
    console.info(
      `| ${f.mode.label} | ${f.orders} | ${f.rps} | ${f.p50} | ${f.p95} | ${f.p99} | ${f.notCreated} | ${unplaced.get(k)} de ${unplaced.get(`${k}:todos`)} | ${asked[k]} | ${stopMs.get(k)} |`,
    );
  }
  const [off, hang, answering] = figures as [
    (typeof figures)[0],
    (typeof figures)[0],
    (typeof figures)[0],
  ];
  report({
    name: `geocodificador colgado: p95 de un pedido con envío / p95 con GEOREF_URL=off, ${database}`,
    value: Number((hang.p95 / off.p95).toFixed(2)),
    unit: '',
    goal: { max: RATIO_GOAL },
    baseline: { label: 'p95 con GEOREF_URL=off', value: off.p95, unit: 'ms' },
    note: `colgado p50/p95/p99 ${hang.p50}/${hang.p95}/${hang.p99} ms (p95 por turno ${hang.turnP95.join(', ')}), apagado ${off.p50}/${off.p95}/${off.p99} ms (${off.turnP95.join(', ')}); respondiendo ${answering.p50}/${answering.p95}/${answering.p99} ms`,
  });
  report({
    name: `geocodificador colgado: pedidos con envío no creados (≠ 201), ${database}`,
    value: hang.notCreated,
    unit: '',
    goal: { max: 0 },
    baseline: { label: 'GEOREF_URL=off', value: off.notCreated },
    note: `${hang.orders} pedidos${hang.others.length ? `; ${hang.others.join(', ')}` : ''}${off.others.length ? `; apagado: ${off.others.join(', ')}` : ''}`,
  });
  report({
    name: `geocodificador colgado: pedidos con envío sin ubicación al detenerlo, ${database}`,
    value: unplaced.get('colgado') ?? 0,
    unit: '',
    baseline: { label: 'Georef (falso) que responde', value: unplaced.get('responde') ?? 0 },
    note: `de ${unplaced.get('colgado:todos')}; ${asked.colgado} consultas a Georef, cada una abandonada a los 5 s; detenerlo tardó ${stopMs.get('colgado')} ms (apagado ${stopMs.get('off')} ms)`,
  });
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await checkoutGeocoderBench();
  if (benchDatabaseUrl) await checkoutGeocoderBench(benchDatabaseUrl);
}
