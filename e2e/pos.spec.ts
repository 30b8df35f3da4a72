import type { Page } from '@playwright/test';
import { ADMIN, signInByApi } from './auth-helpers.ts';
import { createProduct, setStock } from './basket-fixtures.ts';
import { signInAsNewSeller, stockOf } from './sales-fixtures.ts';
import { expect, test } from './test.ts';

const ticket = (page: Page) => page.getByRole('region', { name: 'Orden Actual' });
const amounts = (page: Page) => ticket(page).getByLabel('Importes');

async function findProduct(page: Page, nombre: string) {
  await page.getByRole('searchbox', { name: 'Buscar por nombre o SKU' }).fill(nombre);
  const card = page.getByRole('button', { name: new RegExp(`^Agregar ${nombre}`) });
  await expect(card).toHaveCount(1);
  return card;
}

test('un vendedor cobra con tarjeta de crédito y ve el total con los dos recargos', async ({
  page,
  request,
}, info) => {
  const miel = await createProduct(request, info, 'Miel de monte', { precio: 1000, stock: 5 });
  await signInAsNewSeller(page, info);
  await page.goto('/dashboard/dashboard');
  await expect(page.getByRole('heading', { name: 'Punto de venta' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Todos', pressed: true })).toBeVisible();

  const card = await findProduct(page, miel.nombre);
  await card.click();
  await expect(page.getByText('Se agregó al carrito')).toBeVisible();
  await card.click();
  await expect(ticket(page).getByLabel(`Cantidad de ${miel.nombre}`)).toHaveText('2');

  await ticket(page).getByLabel('Nombre del cliente').fill('Rosa Benítez');
  await ticket(page).getByLabel('Forma de pago').selectOption({ label: 'Tarjeta de crédito' });
  await ticket(page).getByLabel('Envío').selectOption({ label: 'Retiro' });
  // 2000 × 1,07 = 2140; × 1,12 = 2396,80
  await expect(amounts(page)).toContainText('Subtotal$ 2.000,00');
  await expect(amounts(page)).toContainText('Recargo (+7% y +12%)$ 396,80');
  await expect(amounts(page)).toContainText('Total$ 2.396,80');

  await ticket(page).getByRole('button', { name: 'Crear Venta' }).click();
  await expect(page.getByText('Venta creada exitosamente...')).toBeVisible();
  await expect(ticket(page).getByRole('status')).toContainText('por $ 2.396,80');
  await expect(ticket(page).getByText('Tocá un producto para agregarlo a la orden.')).toBeVisible();
  await expect(ticket(page).getByLabel('Nombre del cliente')).toHaveValue('');
  await expect(card).toContainText('Stock 3');
  expect(await stockOf(page.request, miel.id)).toBe(3);

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // The administration finds it in Ventas by its number.
  const number = /N° (\d+)/.exec((await ticket(page).getByRole('status').textContent()) ?? '')?.[1];
  await signInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto('/dashboard/sales');
  await page
    .getByRole('searchbox', { name: 'Buscar por N° venta, Cliente, Total, Fecha, Hora' })
    .fill(`${number}`);
  const venta = page.getByRole('article', { name: `Venta #${number}` });
  await expect(venta).toContainText('Rosa Benítez');
  await expect(venta).toContainText('Tarjeta de crédito');
  await expect(venta).toContainText('$ 2.396,80');
});

test('Crear Venta revisa en orden y el ticket sobrevive a recargar la página', async ({
  page,
  request,
}, info) => {
  const yerba = await createProduct(request, info, 'Yerba de la feria', { precio: 2500, stock: 4 });
  const agotado = await createProduct(request, info, 'Dulce agotado', { precio: 900, stock: 0 });
  await signInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto('/dashboard/dashboard');
  const crear = ticket(page).getByRole('button', { name: 'Crear Venta' });

  await crear.click();
  await expect(page.getByText('Falta forma de pago')).toBeVisible();
  await ticket(page).getByLabel('Forma de pago').selectOption({ label: 'QR' });
  await crear.click();
  await expect(page.getByText('El carrito está vacío')).toBeVisible();

  await (await findProduct(page, agotado.nombre)).click();
  await expect(page.getByText('Producto sin stock')).toBeVisible();
  await (await findProduct(page, yerba.nombre)).click();
  await crear.click();
  await expect(page.getByText('Falta envio')).toBeVisible();
  await ticket(page).getByLabel('Envío').selectOption({ label: 'Envío' });
  await ticket(page).getByLabel('Nombre del cliente').fill('   ');
  await crear.click();
  await expect(page.getByText('Falta nombre del cliente')).toBeVisible();
  await expect(amounts(page)).toContainText('Total$ 2.675,00');

  await page.reload();
  await expect(ticket(page).getByLabel(`Cantidad de ${yerba.nombre}`)).toHaveText('1');
  await expect(ticket(page).getByLabel('Forma de pago')).toHaveValue('qr');
  await expect(ticket(page).getByLabel('Envío')).toHaveValue('envio');
  await expect(amounts(page)).toContainText('Total$ 2.675,00');

  await ticket(page)
    .getByRole('button', { name: `Sumar una unidad de ${yerba.nombre}` })
    .click();
  await expect(ticket(page).getByLabel(`Cantidad de ${yerba.nombre}`)).toHaveText('2');
  await ticket(page)
    .getByRole('button', { name: `Quitar una unidad de ${yerba.nombre}` })
    .click();
  await expect(ticket(page).getByLabel(`Cantidad de ${yerba.nombre}`)).toHaveText('1');
  await ticket(page).getByRole('button', { name: 'Borrar todo' }).click();
  await expect(ticket(page).getByText('Tocá un producto para agregarlo a la orden.')).toBeVisible();
});

test('si otro vendió antes, la venta dice qué producto y cuántas unidades quedan', async ({
  page,
  request,
}, info) => {
  const queso = await createProduct(request, info, 'Queso de cabra', { precio: 3000, stock: 3 });
  await signInAsNewSeller(page, info);
  await page.goto('/dashboard/dashboard');
  const card = await findProduct(page, queso.nombre);
  await card.click();
  await card.click();
  await ticket(page).getByLabel('Nombre del cliente').fill('Juan Pérez');
  await ticket(page).getByLabel('Forma de pago').selectOption({ label: 'Efectivo' });
  await ticket(page).getByLabel('Envío').selectOption({ label: 'Retiro' });

  // Meanwhile, another stall sells two of the three.
  await setStock(request, queso.id, 1);
  await ticket(page).getByRole('button', { name: 'Crear Venta' }).click();
  await expect(page.getByText(`${queso.nombre}: 1 unidades disponibles.`)).toBeVisible();
  await expect(ticket(page).getByText('Quedan 1 unidades: se ajustó la cantidad.')).toBeVisible();
  await expect(ticket(page).getByLabel(`Cantidad de ${queso.nombre}`)).toHaveText('1');
});
