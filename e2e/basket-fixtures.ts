// Products of the basket and checkout tests, created through the admin API with unique names so
// no other test file's orders or edits can touch their stock.
import { type APIRequestContext, expect, type Page, type TestInfo } from '@playwright/test';
import { ADMIN, origin } from './auth-helpers.ts';

export type TestProduct = { id: number; nombre: string; precio: number; stock: number };

async function signedInAdmin(request: APIRequestContext): Promise<void> {
  const res = await request.post('/api/login/email', {
    data: ADMIN,
    headers: { origin: origin() },
  });
  expect(res.status()).toBe(200);
}

/** A published product named "<name> <tag>" with the given price and stock. */
export async function createProduct(
  request: APIRequestContext,
  info: TestInfo,
  name: string,
  fields: { precio: number; stock: number; marca?: string },
): Promise<TestProduct> {
  await signedInAdmin(request);
  const tag = `${info.project.name}-${Math.random().toString(36).slice(2, 7)}`;
  const res = await request.post('/api/sheets/data', {
    headers: { origin: origin() },
    data: {
      categoria: 'Otros alimentos',
      nombre: `${name} ${tag}`,
      marca: fields.marca ?? 'Granja de Prueba',
      medida: '500 g',
      cantidad: fields.stock,
      precio: fields.precio,
      url: '',
      descripcion: 'Producto creado por las pruebas de la canasta.',
    },
  });
  expect(res.status()).toBe(201);
  const product = await res.json();
  return { id: product.id, nombre: product.nombre, precio: fields.precio, stock: fields.stock };
}

/** Changes a product's stock as the admin would. */
export async function setStock(
  request: APIRequestContext,
  id: number,
  stock: number,
): Promise<void> {
  await signedInAdmin(request);
  const current = await (await request.get(`/api/sheets/data/${id}`)).json();
  const res = await request.put('/api/sheets/update', {
    headers: { origin: origin() },
    data: { ...current, id, cantidad: stock, url: current.url },
  });
  expect(res.status()).toBe(200);
}

/** Adds a product from its detail page with the chosen quantity. */
export async function addFromDetail(page: Page, product: TestProduct, quantity = 1) {
  await page.goto(`/product/${product.id}`);
  await page.getByRole('spinbutton', { name: 'Cantidad', exact: true }).fill(String(quantity));
  await page.getByRole('button', { name: 'Agregar a la canasta' }).click();
  await expect(page.getByText('Producto agregado a la canasta')).toBeVisible();
}

/** The navigation bar's basket button (its name carries the number of lines). */
export const basketButton = (page: Page) => page.getByRole('button', { name: /^Canasta: / });
