import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser } from '@playwright/test';
import { createShopProduct, uniqueTag } from './storefront-fixtures.ts';
import { expect, test } from './test.ts';

// Issue 63: the JavaScript a first-time shopper's browser downloads on the storefront's first
// pages (every script fetched until the network is idle, as bench/page-weight.ts counts them),
// gzip -9 of the built files, within one budget per page. Over budget, the test names the chunks
// that grew against storefront-js-budget.json (sizes of the release that set the budget).

type Budget = { budgetGzip: number; chunks: Record<string, number> };

const dist = path.join(import.meta.dirname, '..', 'packages', 'web', 'dist');
const recorded = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, 'storefront-js-budget.json'), 'utf8'),
) as Budget;

type Manifest = Record<string, { file: string; imports?: string[] }>;
const manifest = JSON.parse(
  fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'),
) as Manifest;

/**
 * The files of a module's code and every chunk it imports. One load in four also fetches the
 * field data's code (main.tsx, lib/web-vitals.ts): each page is counted as such a load, the
 * heaviest, whether or not this visit drew it.
 */
function codeOf(source: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(source);
  if (files.size === 0) throw new Error(`${source} no está en el manifiesto de la compilación`);
  return [...files];
}

/** "assets/ferias-BPXOC4TY.js" → "ferias": the chunk's name without Vite's hash. */
const chunkName = (file: string) => path.basename(file).replace(/-[\w-]{8}\.js$/, '');

const gzipOf = (file: string) =>
  zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

/** The scripts a fresh visit fetches until the network is idle, by their path. */
async function scriptsOf(browser: Browser, url: string): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname.slice(1));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  await context.close();
  return [...scripts];
}

const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;

test('la primera carga de la tienda no pasa su presupuesto de JavaScript', async ({
  page,
  browser,
}, info) => {
  const product = await createShopProduct(page.request, {
    nombre: `Miel de monte ${uniqueTag(info)}`,
    marca: 'Colmenas del Norte',
    categoria: 'Aceitunas y Aceites',
    precio: 5200,
    stock: 3,
    pictures: 1,
  });
  const report: string[] = [];
  const over: string[] = [];
  for (const url of ['/', '/product', `/product/${product.id}`]) {
    const fetched = await scriptsOf(browser, url);
    expect(fetched.length, `${url} no cargó ningún script`).toBeGreaterThan(0);
    const files = [...new Set([...fetched, ...codeOf('src/lib/web-vitals.ts')])];
    const sizes = new Map<string, number>();
    for (const file of files) {
      const name = chunkName(file);
      sizes.set(name, (sizes.get(name) ?? 0) + gzipOf(file));
    }
    const total = [...sizes.values()].reduce((a, b) => a + b, 0);
    const each = [...sizes]
      .sort((a, b) => b[1] - a[1])
      .map(([name, size]) => `${name} ${kb(size)}`);
    report.push(`${url}: ${kb(total)} gzip en ${files.length} scripts (${each.join(', ')})`);
    if (total <= recorded.budgetGzip) continue;
    const grew = [...sizes]
      .filter(([name, size]) => size > (recorded.chunks[name] ?? 0))
      .map(([name, size]) => `${name} ${kb(recorded.chunks[name] ?? 0)} → ${kb(size)}`);
    over.push(
      `${url}: ${kb(total)} > ${kb(recorded.budgetGzip)}; crecieron: ${grew.join(', ') || '(ninguno)'}`,
    );
  }
  await info.attach('storefront-js.txt', { body: report.join('\n'), contentType: 'text/plain' });
  console.info(report.join('\n'));
  expect(over, report.join('\n')).toEqual([]);
});
