// Bytes each page makes the browser download, by kind (JavaScript, CSS, images, API data), for the
// storefront (/, /product, /product/{id}, /cart with a product in it) and the back-office (every
// dashboard screen, signed in as the admin), in Debian's Chromium against the production server
// and the demo shop. Complements lighthouse.ts (scores of the storefront's first pages). Each page
// is a fresh visit (empty cache), as a first-time shopper sees it. Run `npm run build` first.
import fs from 'node:fs';
import { cartItemFromProduct } from '@feria/domain/rules/cart';
import { CART_STORAGE_KEY, serializeCart } from '@feria/domain/rules/cart-storage';
import type { Product } from '@feria/domain/schemas/api-types';
import { type BrowserContext, chromium } from '@playwright/test';
import { startServer } from './lib/server.ts';

const ADMIN_PASSWORD = 'bench-pesos-clave';
const KINDS = ['script', 'stylesheet', 'image', 'fetch', 'document', 'font'] as const;
type Kind = (typeof KINDS)[number];
export type PageWeight = { area: 'tienda' | 'panel'; page: string; headers: number } & Record<
  Kind,
  number
>;

const STOREFRONT = ['/', '/product', '/product/:id', '/cart'];
const BACK_OFFICE = [
  '/dashboard/dashboard',
  '/dashboard/products',
  '/dashboard/sales',
  '/dashboard/users',
  '/dashboard/carrousel',
  '/dashboard/balance',
  '/dashboard/support',
];

/** The basket the storefront keeps in local storage, with one line of the product. */
const basketOf = (p: Product) => serializeCart([{ ...cartItemFromProduct(p), cantidad: 1 }]);

function storedBasket({ key, json }: { key: string; json: string }) {
  // Runs in the page (this package is typed for Node, without the DOM's types).
  (globalThis as { localStorage?: { setItem(k: string, v: string): void } }).localStorage?.setItem(
    key,
    json,
  );
}

async function weigh(context: BrowserContext, url: string) {
  const page = await context.newPage();
  const sizes: Record<Kind, number> = {
    script: 0,
    stylesheet: 0,
    image: 0,
    fetch: 0,
    document: 0,
    font: 0,
  };
  let headers = 0;
  page.on('requestfinished', async (request) => {
    const type = request.resourceType();
    const kind: Kind | undefined = type === 'xhr' ? 'fetch' : KINDS.find((k) => k === type);
    if (!kind) return;
    const { responseBodySize, responseHeadersSize } = await request.sizes();
    // Bodies by kind, as the server compressed them; every response's headers apart (about
    // 1 kB each: the security headers go on every answer, scripts included).
    sizes[kind] += responseBodySize;
    headers += responseHeadersSize;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  await page.close();
  return { ...sizes, headers };
}

export async function pageWeightBench(): Promise<PageWeight[]> {
  const server = await startServer({ SEED_DEMO: 'true', ADMIN_PASSWORD });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  try {
    const products = (await (await fetch(`${server.url}/api/sheets/data`)).json()) as Product[];
    const product = products.find((p) => p.stock > 0)!;
    const rows: PageWeight[] = [];
    for (const path of STOREFRONT) {
      const url = `${server.url}${path.replace(':id', String(product.id))}`;
      // A fresh context per page: nothing cached from the page before.
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      if (path === '/cart')
        await context.addInitScript(storedBasket, {
          key: CART_STORAGE_KEY,
          json: basketOf(product),
        });
      rows.push({ area: 'tienda', page: path, ...(await weigh(context, url)) });
      await context.close();
    }
    for (const path of BACK_OFFICE) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const login = await context.request.post(`${server.url}/api/login/email`, {
        data: { email: 'admin@feria.local', password: ADMIN_PASSWORD },
        headers: { origin: server.url },
      });
      if (login.status() !== 200) throw new Error(`login: ${login.status()}`);
      rows.push({ area: 'panel', page: path, ...(await weigh(context, `${server.url}${path}`)) });
      await context.close();
    }
    printWeights(rows);
    return rows;
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

const kb = (n: number) => (n / 1000).toFixed(1);

function printWeights(rows: PageWeight[]) {
  console.info(
    '\nBytes descargados por página (visita nueva, comprimidos como los sirve el servidor)',
  );
  console.info(
    '| área | página | JS kB | CSS kB | imágenes kB | datos API kB | HTML kB | cabeceras kB | total kB |',
  );
  console.info('|---|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    const total = KINDS.reduce((s, k) => s + r[k], r.headers);
    console.info(
      `| ${r.area} | ${r.page} | ${kb(r.script)} | ${kb(r.stylesheet)} | ${kb(r.image)} | ${kb(r.fetch)} | ${kb(r.document)} | ${kb(r.headers)} | ${kb(total)} |`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await pageWeightBench();
