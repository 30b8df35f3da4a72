// Issue 36, "the cut-off rush": 300 customers order within the last moments before a feria's
// cierre over 20 connections, baskets of 1–6 lines, a third of them racing for three products with
// little stock; then a few more arrive just after the cierre. MARKET §1: an order naming a feria
// that has closed is refused with 409 "Los pedidos para esa feria ya cerraron". Goals: p99 ≤ 500
// ms, 0 errors (stock-out answers counted apart), 0 oversold, every order on the right side of the
// cierre. The database is read afterwards to check it (lib/rush-checks.ts).
import fs from 'node:fs';
import { FERIA_MSG } from '@feria/domain/messages/ferias';
import { unidadesDisponiblesDe } from '@feria/domain/messages/storefront';
import { addDays, shopToday } from '@feria/domain/rules/dates';
import { sql } from 'drizzle-orm';
import { createFeria, signInAdmin } from './lib/admin.ts';
import { benchDatabaseUrl } from './lib/compare.ts';
import { percentile } from './lib/orders-beside.ts';
import { withFreshDatabase } from './lib/pg-database.ts';
import { report } from './lib/report.ts';
import { type Answer, checkRush, type RushChecks } from './lib/rush-checks.ts';
import { seedProducts } from './lib/seed-products.ts';
import { startServer } from './lib/server.ts';
import { withDb } from './lib/with-db.ts';

const CUSTOMERS = Number(process.env.BENCH_RUSH_CUSTOMERS ?? 300);
const LATE = Math.round(CUSTOMERS / 10);
const CONNECTIONS = 20;
/** The rush: arrivals over the last WINDOW_MS before the cierre, thicker towards it. */
const WINDOW_MS = Number(process.env.BENCH_RUSH_WINDOW_MS ?? 20_000);
const PRODUCTS = 1_000;
/** Products 1–3: little stock, in a third of the baskets. */
const HOT_STOCK = new Map([
  [1, 8],
  [2, 15],
  [3, 30],
]);

type RushFigures = RushChecks & {
  database: string;
  p50: number;
  p99: number;
  created: number;
  stockOut: number;
  refusedLate: number;
  /** Refused by the cierre though sent before it: they reached the server after it (MARKET §1). */
  refusedSentBefore: number;
};

/** A small deterministic generator, so every run races the same baskets. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

function basket(next: () => number): { id: number; cantidad: number }[] {
  const lines = new Map<number, number>();
  if (next() < 1 / 3) lines.set(1 + Math.floor(next() * 3), 1 + Math.floor(next() * 3));
  const size = 1 + Math.floor(next() * 6);
  while (lines.size < size)
    lines.set(4 + Math.floor(next() * (PRODUCTS - 3)), 1 + Math.floor(next() * 3));
  return [...lines].map(([id, cantidad]) => ({ id, cantidad }));
}

export function cutoffRushBench(serverUrl?: string) {
  return withFreshDatabase(serverUrl, run, 'bench_rush');
}

async function run(databaseUrl: string | undefined): Promise<RushFigures> {
  const database = databaseUrl ? 'PostgreSQL' : 'PGlite';
  const dataDir = await seedProducts(PRODUCTS, databaseUrl);
  await withDb(dataDir, databaseUrl, async (rows) => {
    for (const [id, stock] of HOT_STOCK) {
      await rows(sql`update products set stock = ${stock} where id = ${id}`);
    }
  });
  const env: Record<string, string> = { DATA_DIR: dataDir, ORDERS_PER_HOUR: '1000000' };
  const server = await startServer(databaseUrl ? { ...env, DATABASE_URL: databaseUrl } : env);
  const answers: Answer[] = [];
  let cierre: Date;
  let feriaId: number;
  try {
    const admin = await signInAdmin(server.url);
    // A warm-up order with no feria yet (none is open): the server's first-request costs.
    await order(server.url, 0, [{ id: 500, cantidad: 1 }]);
    cierre = new Date(Date.now() + 3_000 + WINDOW_MS);
    feriaId = (await createFeria(admin, addDays(shopToday(), 1), cierre)).id;
    const next = random(36);
    const queue = Array.from({ length: CUSTOMERS + LATE }, (_, i) => {
      // The customers before the cierre, arriving thicker towards it; then LATE ones in the 2 s after.
      const at =
        i < CUSTOMERS
          ? cierre.getTime() - WINDOW_MS * (1 - i / CUSTOMERS) ** 2
          : cierre.getTime() + ((i - CUSTOMERS + 1) / LATE) * 2_000;
      return { customer: i + 1, at, lines: basket(next) };
    });
    const worker = async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        await new Promise((r) => setTimeout(r, Math.max(0, job.at - Date.now())));
        answers.push(await order(server.url, job.customer, job.lines, feriaId));
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  } finally {
    await server.stop();
  }
  try {
    const checks = await withDb(dataDir, databaseUrl, (rows) =>
      checkRush(rows, { answers, feriaId, cierre, hot: HOT_STOCK, initial: 1_000_000 }),
    );
    const ms = answers.map((a) => a.ms);
    const figures: RushFigures = {
      ...checks,
      database,
      p50: Math.round(percentile(ms, 0.5)),
      p99: Math.round(percentile(ms, 0.99)),
      created: answers.filter((a) => a.status === 201).length,
      stockOut: answers.filter((a) => a.stockOut).length,
      refusedLate: answers.filter((a) => a.error === FERIA_MSG.feriaCerrada).length,
      refusedSentBefore: answers.filter(
        (a) => a.error === FERIA_MSG.feriaCerrada && a.sent < cierre.getTime(),
      ).length,
    };
    printRush(figures);
    return figures;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function order(
  url: string,
  customer: number,
  productos: { id: number; cantidad: number }[],
  feriaId?: number,
): Promise<Answer> {
  const sent = Date.now();
  const started = performance.now();
  const res = await fetch(`${url}/api/sheets/sale`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({
      productos,
      formaPago: 'efectivo',
      envio: 'retiro',
      ...(feriaId ? { feriaId } : {}),
      cliente: {
        nombre: `Cliente ${customer}`,
        correo: `cliente${customer}@example.com`,
        provincia: 'Santa Fe',
        direccion: 'San Martín 1234',
        cp: '3000',
        celular: '3425551234',
      },
    }),
  });
  const body = (await res.json()) as {
    id?: number;
    error?: string;
    productId?: number;
    disponibles?: number;
  };
  const ms = performance.now() - started;
  const stockOut =
    res.status === 409 &&
    body.productId !== undefined &&
    body.error ===
      unidadesDisponiblesDe(
        `Producto ${body.productId} orgánico de la región`,
        body.disponibles ?? -1,
      );
  return { status: res.status, ms, sent, answered: Date.now(), productos, stockOut, ...body };
}

function printRush(f: RushFigures) {
  console.info(
    `\nCierre de pedidos — ${f.database}: ${CUSTOMERS} clientes en los ${WINDOW_MS / 1000} s antes del cierre y ${LATE} después, ${CONNECTIONS} conexiones, canastas de 1 a 6 líneas`,
  );
  const note = `${f.created} pedidos creados, ${f.stockOut} sin stock (respuesta correcta), ${f.refusedLate} rechazados por el cierre (${f.refusedSentBefore} de ellos enviados antes y llegados después); p50 ${f.p50} ms`;
  report({
    name: `cierre: p99 de un pedido, ${f.database}`,
    value: f.p99,
    unit: 'ms',
    goal: { max: 500 },
    note,
  });
  report({
    name: `cierre: errores, ${f.database}`,
    value: f.errors,
    unit: '',
    goal: { max: 0 },
    note: f.errorSample,
  });
  report({
    name: `cierre: unidades vendidas de más, ${f.database}`,
    value: f.oversold,
    unit: '',
    goal: { max: 0 },
  });
  report({
    name: `cierre: Σ |stock inicial − final − vendido|, ${f.database}`,
    value: f.stockMismatch,
    unit: '',
    goal: { max: 0 },
  });
  report({
    name: `cierre: pedidos del lado equivocado del cierre, ${f.database}`,
    value: f.wrongSide,
    unit: '',
    goal: { max: 0 },
  });
  report({
    name: `cierre: pedidos creados ≠ respuestas 201, ${f.database}`,
    value: f.createdMismatch,
    unit: '',
    goal: { max: 0 },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await cutoffRushBench();
  if (benchDatabaseUrl) await cutoffRushBench(benchDatabaseUrl);
}
