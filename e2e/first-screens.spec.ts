import type { Browser, Page } from '@playwright/test';
import { createShopProduct, uniqueTag } from './storefront-fixtures.ts';
import { expect, test } from './test.ts';

// The home, the catalogue and a product come with their first screen in the HTML: a phone sees
// the main picture before the JavaScript arrives, and React then draws the same picture in the
// same place. Each page is opened twice, without and with JavaScript, and the picture's box must
// be the same.

async function pictureBox(page: Page) {
  const picture = page.locator('#contenido img').first();
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  return picture.boundingBox();
}

const HEADLINE = 'Productos Agroecológicos y Orgánicos';

/** Waits for what only React draws on the page (the first screens have no controls). */
function takenOver(page: Page, url: string, productName: string) {
  const main = page.getByRole('main');
  if (url === '/') return expect(main.getByRole('button', { name: 'Pausar' })).toBeVisible();
  if (url === '/product') return expect(main.getByRole('button', { name: 'Buscar' })).toBeVisible();
  return expect(main.getByRole('heading', { level: 1, name: productName })).toBeVisible();
}

/** The page as the server painted it: a fresh context with JavaScript off, at the same size. */
async function paintedPage(browser: Browser, page: Page) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: page.viewportSize(),
  });
  return context.newPage();
}

test('la portada, el catálogo y un producto se ven sin JavaScript y React los toma sin mover la foto', async ({
  page,
  browser,
}, info) => {
  const product = await createShopProduct(page.request, {
    nombre: `Aceite de oliva ${uniqueTag(info)}`,
    marca: 'Olivares del Sur',
    categoria: 'Aceitunas y Aceites',
    precio: 9100,
    stock: 4,
    pictures: 1,
  });
  for (const url of ['/', '/product', `/product/${product.id}`]) {
    const painted = await paintedPage(browser, page);
    await painted.goto(url);
    const first = await pictureBox(painted);
    const headline = (p: Page) =>
      p.getByRole('main').getByRole('heading', { level: 1, name: HEADLINE }).boundingBox();
    let paintedHeadline: Awaited<ReturnType<typeof headline>> = null;
    let paintedFeria: string | null = null;
    if (url === '/') {
      // The headline under the slide is painted too: a phone's whole first screen.
      const main = painted.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();
      await expect(main.getByRole('link', { name: 'Ver todos los productos' })).toHaveAttribute(
        'href',
        '/product',
      );
      paintedHeadline = await headline(painted);
      // And the "Próxima feria" line under it, as React draws it once it is here.
      paintedFeria = await painted.getByTestId('proxima-feria').textContent();
    }
    if (url === '/product') {
      const main = painted.getByRole('main');
      await expect(main.getByRole('heading', { name: 'Productos', level: 1 })).toBeVisible();
      await expect(main.getByRole('article')).toHaveCount(2);
      // Nothing to press before React is here: what a shopper does is never lost.
      await expect(main.getByRole('button')).toHaveCount(0);
    }
    await painted.context().close();

    // What only React draws: the page is taken over before the picture is measured again.
    await page.goto(url);
    await takenOver(page, url, product.nombre);
    const taken = await pictureBox(page);
    expect(first, url).not.toBeNull();
    expect(Math.abs(taken!.x - first!.x), url).toBeLessThanOrEqual(1);
    expect(Math.abs(taken!.y - first!.y), url).toBeLessThanOrEqual(1);
    expect(Math.abs(taken!.width - first!.width), url).toBeLessThanOrEqual(1);
    if (paintedHeadline) {
      const drawn = await headline(page);
      expect(Math.abs(drawn!.y - paintedHeadline.y), url).toBeLessThanOrEqual(1);
      expect(paintedFeria).toMatch(/^(Próxima feria: |No hay ferias con pedidos abiertos)/);
      await expect(page.getByTestId('proxima-feria')).toHaveText(paintedFeria!);
    }
  }
});

test('una página pintada pide su código después de su foto, y sin la foto a los tres segundos', async ({
  page,
}, info) => {
  const product = await createShopProduct(page.request, {
    nombre: `Aceite de girasol ${uniqueTag(info)}`,
    marca: 'Olivares del Sur',
    categoria: 'Aceitunas y Aceites',
    precio: 6200,
    stock: 3,
    pictures: 1,
  });
  const url = `/product/${product.id}`;
  const seen: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.url().includes('/uploads/')) seen.push('foto');
  });
  page.on('request', (request) => {
    if (/\/assets\/.+\.js$/.test(request.url())) seen.push('código');
  });
  await page.goto(url);
  await takenOver(page, url, product.nombre);
  expect(seen).toContain('código');
  expect(seen.indexOf('foto')).toBeGreaterThanOrEqual(0);
  expect(seen.indexOf('foto')).toBeLessThan(seen.indexOf('código'));

  // A picture that never arrives holds the page's code back three seconds at the most.
  await page.route('**/uploads/**', () => undefined);
  await page.goto(url, { waitUntil: 'commit' });
  await takenOver(page, url, product.nombre);
});
