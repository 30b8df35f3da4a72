// Issue 36, "preparation at scale": a feria with 2,000 web orders (8,000 lines) and the admin's
// three reads of it over HTTP (Preparación's JSON ≤ 300 ms, its CSV ≤ 500 ms, the feria's
// settlement ≤ 300 ms, median of BENCH_RUNS each), then the printed page laid out in Chromium
// (≤ 3 s): what Preparación's "Imprimir" opens, the document the server writes to print, from
// opening it to its PDF. Beside it, without a goal, the browser's own print of Preparación's
// screen (print media, from opening the page to every order drawn and its PDF). Baseline, in
// turns in the same run: the same reads of a feria with 20 orders. Runs on PGlite (and on
// PostgreSQL with BENCH_DATABASE_URL).
import fs from 'node:fs';
import { type Browser, chromium, type Page } from '@playwright/test';
import { ADMIN, signInAdmin } from './lib/admin.ts';
import { benchDatabaseUrl } from './lib/compare.ts';
import { withFreshDatabase } from './lib/pg-database.ts';
import { report } from './lib/report.ts';
import { seedFeria, seedProducers } from './lib/seed-feria.ts';
import { seedProducts } from './lib/seed-products.ts';
import { startServer } from './lib/server.ts';
import { withDb } from './lib/with-db.ts';

const ORDERS = Number(process.env.BENCH_FERIA_ORDERS ?? 2_000);
const SMALL = 20;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PRINT_RUNS = 3;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export function preparationScaleBench(serverUrl?: string) {
  return withFreshDatabase(serverUrl, run, 'bench_prep');
}

async function run(databaseUrl: string | undefined) {
  const database = databaseUrl ? 'PostgreSQL' : 'PGlite';
  const dataDir = await seedProducts(1_000, databaseUrl);
  const [big, small] = await withDb(dataDir, databaseUrl, async (rows) => {
    await seedProducers(rows);
    return [await seedFeria(rows, ORDERS, 2), await seedFeria(rows, SMALL, 3)] as const;
  });
  const env: Record<string, string> = { DATA_DIR: dataDir };
  const server = await startServer(databaseUrl ? { ...env, DATABASE_URL: databaseUrl } : env);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const admin = await signInAdmin(server.url);
    const reads = [
      {
        name: 'Preparación JSON',
        path: (id: number) => `/api/ferias/${id}/preparacion`,
        goal: 300,
      },
      {
        name: 'Preparación CSV',
        path: (id: number) => `/api/ferias/${id}/preparacion.csv`,
        goal: 500,
      },
      {
        name: 'liquidación de la feria',
        path: (id: number) => `/api/liquidaciones?feriaId=${id}`,
        goal: 300,
      },
    ];
    console.info(
      `\nPreparación de una feria de ${ORDERS.toLocaleString('es-AR')} pedidos (${(ORDERS * 4).toLocaleString('es-AR')} líneas) — ${database}, mediana de ${RUNS}, en turnos con una de ${SMALL} pedidos`,
    );
    for (const read of reads) {
      const timed = async (id: number) => {
        const started = performance.now();
        const res = await admin(read.path(id));
        const body = await res.arrayBuffer();
        if (!res.ok) throw new Error(`${read.path(id)}: ${res.status}`);
        return { ms: performance.now() - started, bytes: body.byteLength };
      };
      await timed(big);
      await timed(small);
      const times = { big: [] as number[], small: [] as number[] };
      let bytes = 0;
      for (let i = 0; i < RUNS; i++) {
        const once = await timed(big);
        times.big.push(once.ms);
        bytes = once.bytes;
        times.small.push((await timed(small)).ms);
      }
      report({
        name: `${read.name}, ${ORDERS.toLocaleString('es-AR')} pedidos, ${database}`,
        value: Math.round(median(times.big)),
        unit: 'ms',
        goal: { max: read.goal },
        baseline: { label: `${SMALL} pedidos`, value: Math.round(median(times.small)) },
        note: `${Math.round(bytes / 1000).toLocaleString('es-AR')} kB; corridas ${times.big.map(Math.round).join(', ')} ms`,
      });
    }
    const printings = [
      {
        name: 'Preparación impresa en Chromium',
        how: printedDocument,
        goal: { max: 3_000 },
        what: 'de abrir el documento de «Imprimir» a su PDF',
      },
      {
        name: 'Preparación impresa desde la pantalla (Ctrl+P, sin meta)',
        how: printedScreen,
        goal: undefined,
        what: 'de abrir la página a cada pedido dibujado y su PDF',
      },
    ];
    for (const printing of printings) {
      const times = { big: [] as number[], small: [] as number[] };
      for (let i = 0; i < PRINT_RUNS; i++) {
        times.big.push(await timedPrint(browser, server.url, big, printing.how));
        times.small.push(await timedPrint(browser, server.url, small, printing.how));
      }
      report({
        name: `${printing.name}, ${ORDERS.toLocaleString('es-AR')} pedidos, ${database}`,
        value: Math.round(median(times.big)),
        unit: 'ms',
        goal: printing.goal,
        baseline: { label: `${SMALL} pedidos`, value: Math.round(median(times.small)) },
        note: `mediana de ${PRINT_RUNS}: ${times.big.map(Math.round).join(', ')} ms (${printing.what})`,
      });
    }
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

type Printing = (page: Page, url: string, feriaId: number) => Promise<void>;

/** Signs the admin in a new browser context and times `how` to its PDF; ms taken. */
async function timedPrint(browser: Browser, url: string, feriaId: number, how: Printing) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const login = await context.request.post(`${url}/api/login/email`, {
      data: ADMIN,
      headers: { origin: url },
    });
    if (login.status() !== 200) throw new Error(`login: ${login.status()}`);
    const page = await context.newPage();
    await page.emulateMedia({ media: 'print' });
    const started = performance.now();
    await how(page, url, feriaId);
    await page.pdf({ format: 'A4' });
    return performance.now() - started;
  } finally {
    await context.close();
  }
}

/** "Imprimir" opens the printed document (without ?imprimir: the print dialog is the user's). */
const printedDocument: Printing = async (page, url, feriaId) => {
  const res = await page.goto(`${url}/api/ferias/${feriaId}/preparacion.html`);
  if (res?.status() !== 200) throw new Error(`preparacion.html: ${res?.status()}`);
  await page.getByRole('heading', { level: 1, name: 'Preparación' }).waitFor();
};

/** The page itself, every order drawn (a chunk at a time; printing would draw the rest). */
const printedScreen: Printing = async (page, url, feriaId) => {
  await page.goto(`${url}/dashboard/ferias/${feriaId}`);
  await page.getByRole('heading', { level: 1, name: 'Preparación' }).waitFor({ timeout: 120_000 });
  await page.waitForLoadState('load');
  await page
    .locator('section[aria-labelledby="por-pedido"] > ul[aria-busy="false"]')
    .waitFor({ state: 'attached', timeout: 120_000 });
};

if (import.meta.url === `file://${process.argv[1]}`) {
  await preparationScaleBench();
  if (benchDatabaseUrl) await preparationScaleBench(benchDatabaseUrl);
}
