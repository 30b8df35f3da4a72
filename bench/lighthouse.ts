// Lighthouse (mobile profile: emulated mid-range phone, simulated slow 4G) on the storefront's
// main pages of the demo shop, in Debian's Chromium, against the production server and the web
// app as built (this script builds nothing: run `npm run build` first, `npm run bench` does).
// Prints the performance score, LCP, CLS, TBT and the bytes of JS, CSS and images per page, and
// the gzipped JavaScript each page loads first (issue 20's budget: 100 kB).
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { storefrontFirstLoad } from './lib/first-load.ts';
import { type AuditFigures, audit, type Throttling } from './lib/lighthouse-audit.ts';
import { loadText, report } from './lib/report.ts';
import { root, startServer } from './lib/server.ts';

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const runs = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3));
const dist = path.join(root, 'packages/web/dist');

export type PageFigures = AuditFigures & {
  page: string;
  throttling: string;
  /** The load average when the page's runs ended (the report prints the one at its own time). */
  load: string;
};

// Which throttlings to run, by label: the simulated default, and Chromium's own CPU slowdown
// (4× is Lighthouse's mobile profile; 6× stands for the slower machine of issue 36).
const THROTTLINGS: Throttling[] = [
  { label: 'simulada', method: 'simulate' },
  { label: 'cpu4', method: 'devtools', cpu: 4 },
  { label: 'cpu6', method: 'devtools', cpu: 6 },
];
const wanted = (process.env.BENCH_LH_THROTTLING ?? 'simulada,cpu4,cpu6').split(',');
const throttlings = THROTTLINGS.filter((t) => wanted.includes(t.label));

const describe = (t: Throttling) =>
  t.method === 'simulate' ? 'simulada (Lantern)' : `CPU ${t.cpu}× real (devtools)`;

/** The median run by score (Lighthouse varies from run to run on a shared machine). */
function median<T extends { score: number; tbtMs: number }>(list: T[]): T {
  const sorted = [...list].sort((a, b) => a.score - b.score || b.tbtMs - a.tbtMs);
  return sorted[Math.floor(list.length / 2)]!;
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

function printTable(how: Throttling, rows: PageFigures[]) {
  console.info(
    `\nLighthouse 12.8.2, perfil móvil, Chromium de Debian, limitación ${describe(how)}; mediana de ${runs} corridas por página (${loadText()})`,
  );
  console.info(
    '| página | puntaje | LCP ms | CLS | TBT ms | tareas largas ms | JS kB | CSS kB | imágenes kB | índice de CPU |',
  );
  console.info('|---|---:|---:|---:|---:|---|---:|---:|---:|---:|');
  for (const r of rows) {
    const tasks =
      r.longTasks
        .slice(0, 4)
        .map((t) => `${t.ms} ${t.url}`)
        .join('; ') || '—';
    console.info(
      `| ${r.page} | ${r.score} | ${r.lcpMs} | ${r.cls.toFixed(3)} | ${r.tbtMs} | ${tasks} | ${kb(r.jsBytes)} | ${kb(r.cssBytes)} | ${kb(r.imageBytes)} | ${r.benchmarkIndex} |`,
    );
  }
  console.info('(bytes transferidos: comprimidos como los sirve el servidor, brotli;');
  console.info(' índice de CPU: benchmarkIndex de Lighthouse, la velocidad de esta máquina;');
  console.info(
    ' tareas largas: las del hilo principal de más de 50 ms, con el script que las causó)',
  );
}

export async function lighthouseBench(): Promise<PageFigures[]> {
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    throw new Error('La web no está compilada: ejecutá npm run build');
  }
  const server = await startServer({ SEED_DEMO: 'true' });
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const products = (await (await fetch(`${server.url}/api/sheets/data`)).json()) as {
      id: number;
      stock: number;
      imagenes: string[];
    }[];
    const shown = products.find((p) => p.stock > 0 && p.imagenes.length > 1) ?? products[0];
    if (!shown) throw new Error('La tienda de demostración no tiene productos');
    const pages = ['/', '/product', `/product/${shown.id}`];
    const rows: PageFigures[] = [];
    // In turns: each page under each throttling before the next page, so a change in the
    // machine's load falls on every throttling alike.
    for (const page of pages) {
      // One warm-up load so the server's first-request costs are not measured.
      await fetch(`${server.url}${page}`);
      for (const how of throttlings) {
        const results = [];
        for (let i = 0; i < runs; i++) {
          results.push(await audit(`${server.url}${page}`, chrome.port, how));
        }
        rows.push({ page, throttling: how.label, load: loadText(), ...median(results) });
      }
    }
    for (const how of throttlings)
      printTable(
        how,
        rows.filter((r) => r.throttling === how.label),
      );
    for (const r of rows) {
      const how = throttlings.find((t) => t.label === r.throttling)!;
      const which = how.method === 'simulate' ? '' : `, CPU ${how.cpu}× real`;
      const tasks = r.longTasks.slice(0, 3).map((t) => `${t.url} ${t.ms} ms`);
      report({
        name: `Lighthouse móvil${which} ${r.page}: puntaje`,
        value: r.score,
        unit: '',
        goal: { min: 98 },
        note: `índice de CPU ${r.benchmarkIndex}, LCP ${r.lcpMs} ms, medido con ${r.load}`,
      });
      report({
        name: `Lighthouse móvil${which} ${r.page}: TBT`,
        value: r.tbtMs,
        unit: 'ms',
        goal: { max: 100 },
        note: `tareas largas: ${tasks.join(', ') || 'ninguna'}`,
      });
    }
    console.info('\nJS de la primera carga de cada página (presupuesto 110 kB gzip)');
    console.info(`(${loadText()})`);
    console.info('| página | archivos | gzip -9 kB | brotli 11 kB |');
    console.info('|---|---:|---:|---:|');
    for (const f of await storefrontFirstLoad(server.url, dist, pages)) {
      console.info(`| ${f.page} | ${f.files} | ${kb(f.gzip)} | ${kb(f.brotli)} |`);
    }
    return rows;
  } finally {
    chrome.kill();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await lighthouseBench();
