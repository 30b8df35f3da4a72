// Lighthouse (mobile profile: emulated mid-range phone, simulated slow 4G) on the storefront's
// main pages of the demo shop, in Debian's Chromium, against the production server and the web
// app as built (this script builds nothing: run `npm run build` first, `npm run bench` does).
// Prints the performance score, LCP, CLS, TBT and the bytes of JS, CSS and images per page, and
// the gzipped JavaScript each page loads first (issue 20's budget: 100 kB).
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { storefrontFirstLoad } from './lib/first-load.ts';
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

export type PageFigures = {
  page: string;
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Lighthouse's measure of the host's CPU speed (higher is faster): scores compare only near it. */
  benchmarkIndex: number;
  jsBytes: number;
  cssBytes: number;
  imageBytes: number;
};

type Summary = { resourceType: string; transferSize: number };

async function audit(url: string, port: number): Promise<Omit<PageFigures, 'page'>> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse no devolvió resultado para ${url}`);
  const { lhr } = result;
  const audits = lhr.audits;
  const items = ((audits['resource-summary']?.details as { items?: Summary[] } | undefined)
    ?.items ?? []) as Summary[];
  const bytesOf = (type: string) => items.find((i) => i.resourceType === type)?.transferSize ?? 0;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    jsBytes: bytesOf('script'),
    cssBytes: bytesOf('stylesheet'),
    imageBytes: bytesOf('image'),
  };
}

/** The median run by score (Lighthouse varies from run to run on a shared machine). */
function median<T extends { score: number }>(list: T[]): T {
  return [...list].sort((a, b) => a.score - b.score)[Math.floor(list.length / 2)]!;
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

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
    for (const page of pages) {
      // One warm-up load so the server's first-request costs are not measured.
      await fetch(`${server.url}${page}`);
      const results = [];
      for (let i = 0; i < runs; i++) results.push(await audit(`${server.url}${page}`, chrome.port));
      rows.push({ page, ...median(results) });
    }
    console.info(
      `\nLighthouse 12.8.2, perfil móvil, Chromium de Debian; mediana de ${runs} corridas por página`,
    );
    console.info(
      '| página | puntaje | LCP ms | CLS | TBT ms | JS kB | CSS kB | imágenes kB | índice de CPU |',
    );
    console.info('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const r of rows) {
      console.info(
        `| ${r.page} | ${r.score} | ${r.lcpMs} | ${r.cls.toFixed(3)} | ${r.tbtMs} | ${kb(r.jsBytes)} | ${kb(r.cssBytes)} | ${kb(r.imageBytes)} | ${r.benchmarkIndex} |`,
      );
    }
    console.info('(bytes transferidos: comprimidos como los sirve el servidor, brotli;');
    console.info(' índice de CPU: benchmarkIndex de Lighthouse, la velocidad de esta máquina)');
    for (const r of rows) {
      const note = `índice de CPU ${r.benchmarkIndex}, LCP ${r.lcpMs} ms`;
      report({
        name: `Lighthouse móvil ${r.page}: puntaje`,
        value: r.score,
        unit: '',
        goal: { min: 98 },
        note,
      });
      report({
        name: `Lighthouse móvil ${r.page}: TBT`,
        value: r.tbtMs,
        unit: 'ms',
        goal: { max: 100 },
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
