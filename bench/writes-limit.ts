// Issue 51, "writes near their limit": how close POST /api/sheets/sale comes to what the database
// itself can do. The SQL transaction one web order runs is recorded from the server's own code
// (lib/order-sql.ts: the order's throttle, its feria, stock taken, the sale, its line, the two
// mails queued) and run by a bare client, `pg` with 20 connections on PostgreSQL or one PGlite in
// this process with 20 callers, each time for another product and with the sale's own id; beside
// it, Feria's server answering the same orders over HTTP at 20 connections. In turns, each for
// BENCH_SECONDS / 3. Goals: Feria ≥ 0.5× the bare client's transactions a second, p99 ≤ 300 ms.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadConfig } from '../packages/server/src/config.ts';
import { openDatabase } from '../packages/server/src/db/open.ts';
import { benchDatabaseUrl } from './lib/compare.ts';
import { type OrderSql, recordOrderSql, replayParams } from './lib/order-sql.ts';
import { percentile, webOrderBody } from './lib/orders-beside.ts';
import { withFreshDatabase } from './lib/pg-database.ts';
import { report } from './lib/report.ts';
import { seedProducts } from './lib/seed-products.ts';
import { startServer } from './lib/server.ts';

const PRODUCTS = 2_000;
const CONNECTIONS = 20;
const TURNS = 3;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** At least 3 s a turn: an order answered after its turn's end is not counted. */
const turnMs = Math.max(3, seconds / TURNS) * 1000;

type Load = { rps: number; p50: number; p99: number; errors: number };

export function writesLimitBench(serverUrl?: string) {
  return withFreshDatabase(serverUrl, run, 'bench_writes');
}

type Query = (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const TOKEN_HASH = /^[0-9a-f]{64}$/;

/** One web order's transaction by a bare client: the recorded statements, for `productId`. */
async function replay(recorded: OrderSql, recordedAt: number, query: Query, productId: number) {
  const shift = Date.now() - recordedAt;
  let saleId: number | undefined;
  for (const s of recorded.statements) {
    const params = replayParams(recorded, s.params, productId, saleId).map((p) => {
      if (typeof p === 'string' && ISO.test(p))
        return new Date(Date.parse(p) + shift).toISOString();
      if (typeof p === 'string' && TOKEN_HASH.test(p)) return randomBytes(32).toString('hex');
      return p;
    });
    const result = await query(s.text, params);
    if (/^insert into "sales"/.test(s.text)) saleId = Number(result.rows[0]?.id);
  }
}

/** CONNECTIONS callers running the transaction one after the other each, for `ms`. */
async function bareLoad(
  ms: number,
  transaction: (productId: number) => Promise<void>,
  next: () => number,
): Promise<Load> {
  const times: number[] = [];
  let errors = 0;
  const end = performance.now() + ms;
  const worker = async () => {
    while (performance.now() < end) {
      const started = performance.now();
      try {
        await transaction(next());
        times.push(performance.now() - started);
      } catch {
        errors++;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const took = (performance.now() - started) / 1000;
  return {
    rps: Math.round(times.length / took),
    p50: Math.round(percentile(times, 0.5)),
    p99: Math.round(percentile(times, 0.99)),
    errors,
  };
}

async function feriaLoad(url: string, ms: number, next: () => number): Promise<Load> {
  const order = () => ({
    method: 'POST' as const,
    path: '/api/sheets/sale',
    headers: { 'content-type': 'application/json', origin: url },
    body: webOrderBody(next()),
  });
  const result = await autocannon({
    url,
    duration: ms / 1000,
    connections: CONNECTIONS,
    requests: [{ ...order(), setupRequest: (req: object) => ({ ...req, ...order() }) }],
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

/** The bare client on a database of its own: PostgreSQL through pg, or PGlite in this process. */
async function openBare(databaseUrl: string | undefined, recorded: OrderSql, recordedAt: number) {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: CONNECTIONS });
    return {
      transaction: async (productId: number) => {
        const client = await pool.connect();
        try {
          await client.query('begin');
          await replay(recorded, recordedAt, (t, p) => client.query(t, p), productId);
          await client.query('commit');
        } catch (err) {
          await client.query('rollback');
          throw err;
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const dataDir = await seedProducts(PRODUCTS);
  const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false' });
  const database = await openDatabase(config);
  const pglite = database.pglite!;
  return {
    transaction: (productId: number) =>
      pglite.transaction((tx) =>
        replay(recorded, recordedAt, (t, p) => tx.query(t, p), productId),
      ) as Promise<void>,
    close: async () => {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function run(databaseUrl: string | undefined) {
  const database = databaseUrl ? 'PostgreSQL' : 'PGlite';
  const recordedAt = Date.now();
  const recorded = await recordOrderSql();
  // On PostgreSQL both use the same fresh database (its products seeded once); on PGlite each
  // has its own directory, PGlite admitting one process.
  const dataDir = await seedProducts(PRODUCTS, databaseUrl);
  const server = await startServer({
    DATA_DIR: dataDir,
    ORDERS_PER_HOUR: '1000000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const bare = await openBare(databaseUrl, recorded, recordedAt);
  let n = 0;
  const next = () => 1 + (n++ % PRODUCTS);
  try {
    await feriaLoad(server.url, 1_000, next);
    await bareLoad(1_000, bare.transaction, next);
    const turns: { feria: Load; base: Load }[] = [];
    for (let t = 0; t < TURNS; t++) {
      turns.push({
        feria: await feriaLoad(server.url, turnMs, next),
        base: await bareLoad(turnMs, bare.transaction, next),
      });
    }
    const ratioOf = (t: (typeof turns)[number]) => t.feria.rps / t.base.rps;
    const sorted = [...turns].sort((a, b) => ratioOf(a) - ratioOf(b));
    const { feria, base } = sorted[Math.floor(TURNS / 2)]!;
    console.info(
      `\nEscrituras cerca de su límite — ${database}: la transacción de un pedido web (${recorded.statements.length} sentencias), ${CONNECTIONS} conexiones, ${TURNS} turnos de ${(turnMs / 1000).toFixed(1)} s (la tabla: el turno mediano)`,
    );
    console.info('| quién | tx/s | p50 ms | p99 ms | errores |');
    console.info('|---|---:|---:|---:|---:|');
    console.info(
      `| Feria, POST /api/sheets/sale | ${feria.rps} | ${feria.p50} | ${feria.p99} | ${feria.errors} |`,
    );
    console.info(
      `| cliente ${databaseUrl ? 'pg' : 'PGlite'} solo, la misma SQL | ${base.rps} | ${base.p50} | ${base.p99} | ${base.errors} |`,
    );
    report({
      name: `escrituras: Feria / la misma transacción sin servidor, ${database}`,
      value: Number(ratioOf({ feria, base }).toFixed(2)),
      unit: '',
      goal: { min: 0.5 },
      baseline: {
        label: `cliente ${databaseUrl ? 'pg' : 'PGlite'} solo, en turnos`,
        value: base.rps,
        unit: 'tx/s',
      },
      note: `Feria ${feria.rps} req/s; turnos ${turns.map((t) => ratioOf(t).toFixed(2)).join(', ')}`,
    });
    report({
      name: `escrituras: p99 de POST /api/sheets/sale a ${CONNECTIONS} conexiones, ${database}`,
      value: feria.p99,
      unit: 'ms',
      goal: { max: 300 },
      baseline: { label: 'la misma transacción sin servidor, p99', value: base.p99 },
      note: `p50 ${feria.p50} ms`,
    });
    return { database, feria, base };
  } finally {
    await bare.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await writesLimitBench();
  if (benchDatabaseUrl) await writesLimitBench(benchDatabaseUrl);
}
