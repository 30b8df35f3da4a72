// Products of the storefront tests, created through the admin API with a unique tag in their
// name and brand, so no other test file's orders or edits can change what these tests see.
import { type APIRequestContext, expect, type Page, type TestInfo } from '@playwright/test';
import { ADMIN, origin } from './auth-helpers.ts';

export type ShopProduct = {
  id: number;
  nombre: string;
  marca: string;
  categoria: string;
  precio: number;
  stock: number;
  descripcion: string;
  imagenes: string[];
};

/** A tag no other test (nor the other project) uses: "phone-k3x9a". */
export const uniqueTag = (info: TestInfo) =>
  `${info.project.name}-${Math.random().toString(36).slice(2, 7)}`;

async function signInAdmin(request: APIRequestContext) {
  const res = await request.post('/api/login/email', {
    data: ADMIN,
    headers: { origin: origin() },
  });
  expect(res.status()).toBe(200);
}

/** Uploads `count` pictures (re-encoded copies of a demo picture) and returns their addresses. */
async function uploadPictures(request: APIRequestContext, count: number): Promise<string[]> {
  const demo = (await (await request.get('/api/sheets/data')).json()) as ShopProduct[];
  const source = demo.find((p) => p.imagenes.length > 0)?.imagenes[0];
  expect(source, 'la tienda de demostración tiene imágenes').toBeTruthy();
  const bytes = await (await request.get(source!)).body();
  const urls: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await request.post('/api/sheets/images', {
      headers: { origin: origin() },
      multipart: { file: { name: `foto-${i}.webp`, mimeType: 'image/webp', buffer: bytes } },
    });
    expect(res.status()).toBe(201);
    urls.push(((await res.json()) as { url: string }).url);
  }
  return urls;
}

/** A published product created by the admin; `pictures` uploaded images. */
export async function createShopProduct(
  request: APIRequestContext,
  fields: {
    nombre: string;
    marca: string;
    categoria?: string;
    precio?: number;
    stock?: number;
    descripcion?: string;
    pictures?: number;
  },
): Promise<ShopProduct> {
  await signInAdmin(request);
  const imagenes = await uploadPictures(request, fields.pictures ?? 0);
  const res = await request.post('/api/sheets/data', {
    headers: { origin: origin() },
    data: {
      categoria: fields.categoria ?? 'Otros alimentos',
      nombre: fields.nombre,
      marca: fields.marca,
      medida: '250 g',
      cantidad: fields.stock ?? 10,
      precio: fields.precio ?? 4321.5,
      url: imagenes.join(', '),
      descripcion: fields.descripcion ?? 'Producto creado por las pruebas de la tienda.',
    },
  });
  expect(res.status()).toBe(201);
  await request.post('/api/logout', { headers: { origin: origin() } });
  return (await res.json()) as ShopProduct;
}

/** On a phone the filters fold away behind "Abrir Filtros"; on a computer they are always shown. */
export async function openFilters(page: Page) {
  const toggle = page.getByRole('button', { name: 'Abrir Filtros' });
  if (await toggle.isVisible()) await toggle.click();
}

/** The catalogue's item count, e.g. "12 productos". */
export const itemCount = (page: Page) =>
  page.getByRole('region', { name: 'Resultados' }).getByText(/^\d+ productos?$/);

/** The cards of the catalogue's grid. */
export const cards = (page: Page) =>
  page.getByRole('region', { name: 'Resultados' }).getByRole('article');

/** Fails when the page is wider than the screen (no sideways scrolling on a phone). */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}
