// MARKET §10: the customer changes their own order until the cierre — adds a product, removes one
// — and then cancels it; once from the order page's private link, once signed in from "Mis
// compras" (the page works without the token for the order's owner).
import fs from 'node:fs';
import { addDays, shopToday } from '@feria/domain/rules/dates';
import type { APIRequestContext, Page } from '@playwright/test';
import { origin, registerByApi, uniqueEmail } from './auth-helpers.ts';
import { createProduct, type TestProduct } from './basket-fixtures.ts';
import { expect, test } from './test.ts';

const SHOTS = '/tmp/shots-order-change';
fs.mkdirSync(SHOTS, { recursive: true });

const CLIENTE = {
  nombre: 'Rocío Cambia',
  correo: 'rocio@example.com',
  provincia: 'Santa Fe',
  direccion: 'San Martín 1234',
  cp: '3000',
  celular: '3425551234',
};

async function feriaInDays(request: APIRequestContext, lugar: string): Promise<number> {
  const res = await request.post('/api/ferias', {
    headers: { origin: origin() },
    data: {
      fecha: addDays(shopToday(), 5),
      desde: '09:00',
      hasta: '13:00',
      lugar,
      direccion: 'Bv. Gálvez 1600, Santa Fe',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id;
}

async function order(
  request: APIRequestContext,
  productos: { id: number; cantidad: number }[],
  feriaId: number,
): Promise<{ id: number; pedido: string }> {
  const res = await request.post('/api/sheets/sale', {
    headers: { origin: origin() },
    data: { productos, formaPago: 'transferencia', envio: 'retiro', feriaId, cliente: CLIENTE },
  });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

const stockOf = async (request: APIRequestContext, p: TestProduct) =>
  (await (await request.get(`/api/sheets/data/${p.id}`)).json()).stock as number;

/** On the open order page: + one Miel, Yerba out, Azúcar in, saved; then cancelled. */
async function changeThenCancel(
  page: Page,
  products: { miel: TestProduct; yerba: TestProduct; azucar: TestProduct },
  shot: string,
) {
  const { miel, yerba, azucar } = products;
  await expect(
    page.getByText(/^Podés cambiarlo hasta el \S+ \d\d\/\d\d a las \d\d:\d\d$/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Cambiar pedido' }).click();
  const form = page.getByRole('region', { name: 'Cambiar pedido' });
  await expect(form.getByLabel(`Cantidad de ${miel.nombre}`)).toHaveValue('2');
  await form.getByRole('button', { name: `Agregar una unidad de ${miel.nombre}` }).click();
  await expect(form.getByLabel(`Cantidad de ${miel.nombre}`)).toHaveValue('3');
  await form.getByRole('button', { name: `Quitar ${yerba.nombre} del pedido` }).click();
  await form.getByLabel('Agregar un producto').selectOption(String(azucar.id));
  await form.getByRole('button', { name: 'Agregar', exact: true }).click();
  await expect(form.getByLabel(`Cantidad de ${azucar.nombre}`)).toHaveValue('1');
  // 3 × 1500 + 1 × 900
  await expect(form.getByText('$ 5.400,00', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/${shot}-cambiando.png`, fullPage: true });
  await form.getByRole('button', { name: 'Guardar cambios' }).click();

  const detalle = page.getByRole('region', { name: 'Detalle' });
  await expect(detalle.getByText(azucar.nombre)).toBeVisible();
  await expect(detalle.getByText(yerba.nombre)).toHaveCount(0);
  await expect(detalle.getByText('$ 5.400,00', { exact: true })).toBeVisible();
  await expect(async () => {
    expect(await stockOf(page.request, miel)).toBe(7);
    expect(await stockOf(page.request, yerba)).toBe(10);
    expect(await stockOf(page.request, azucar)).toBe(9);
  }).toPass();
  await page.screenshot({ path: `${SHOTS}/${shot}-cambiado.png`, fullPage: true });

  await page.getByRole('button', { name: 'Cancelar pedido' }).click();
  const dialog = page.getByRole('dialog', { name: /¿Cancelar el pedido N° \d+\?/ });
  await expect(dialog).toContainText('No se puede deshacer');
  await page.screenshot({ path: `${SHOTS}/${shot}-confirmar.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Sí, cancelar pedido' }).click();
  await expect(page.getByText('Estado: Anulado')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cambiar pedido' })).toHaveCount(0);
  await expect(page.getByText(/Podés cambiarlo/)).toHaveCount(0);
  await expect(async () => {
    expect(await stockOf(page.request, miel)).toBe(10);
    expect(await stockOf(page.request, azucar)).toBe(10);
  }).toPass();
  await page.screenshot({ path: `${SHOTS}/${shot}-cancelado.png`, fullPage: true });
}

async function threeProducts(
  request: APIRequestContext,
  info: Parameters<typeof createProduct>[1],
) {
  return {
    miel: await createProduct(request, info, 'Miel', { precio: 1500, stock: 10 }),
    yerba: await createProduct(request, info, 'Yerba', { precio: 4000, stock: 10 }),
    azucar: await createProduct(request, info, 'Azúcar', { precio: 900, stock: 10 }),
  };
}

test('el cliente cambia su pedido desde el enlace (agrega uno, quita otro) y después lo cancela', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const products = await threeProducts(request, info);
  const feriaId = await feriaInDays(request, `Plaza Cambios ${info.project.name}`);
  const { miel, yerba } = products;
  const placed = await order(
    page.request,
    [
      { id: miel.id, cantidad: 2 },
      { id: yerba.id, cantidad: 1 },
    ],
    feriaId,
  );
  await page.goto(placed.pedido);
  await expect(
    page.getByRole('heading', { level: 1, name: `Pedido N° ${placed.id}` }),
  ).toBeVisible();
  await changeThenCancel(page, products, `enlace-${info.project.name}`);
});

test('desde "Mis compras", la dueña abre su pedido sin el enlace y lo cambia y cancela', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const products = await threeProducts(request, info);
  const feriaId = await feriaInDays(request, `Plaza Mis Compras ${info.project.name}`);
  const { uid } = await registerByApi(page, uniqueEmail(info, 'cambia'), 'Rocío Cambia');
  const { miel, yerba } = products;
  const placed = await order(
    page.request,
    [
      { id: miel.id, cantidad: 2 },
      { id: yerba.id, cantidad: 1 },
    ],
    feriaId,
  );
  await page.goto(`/userpurchase/${uid}`);
  await page.getByRole('link', { name: 'Ver pedido' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/pedido/${placed.id}$`));
  await changeThenCancel(page, products, `mis-compras-${info.project.name}`);
});
