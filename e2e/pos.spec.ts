import type { Locator, Page } from '@playwright/test';
import { ADMIN, signInByApi } from './auth-helpers.ts';
import { createProduct, setStock } from './basket-fixtures.ts';
import { signInAsNewSeller, stockOf } from './sales-fixtures.ts';
import { addProduct, openTicket, productRow, searchBox, ticket } from './stall-fixtures.ts';
import { expect, test } from './test.ts';

const amounts = (page: Page) => ticket(page).getByLabel('Importes');

test('una venta en efectivo de dos productos en 6 toques o menos, y de vuelta a la búsqueda', async ({
  page,
  request,
}, info) => {
  const yerba = await createProduct(request, info, 'Yerba rápida', { precio: 1200, stock: 10 });
  const miel = await createProduct(request, info, 'Miel rápida', { precio: 800, stock: 3 });
  await signInAsNewSeller(page, info);
  await page.goto('/dashboard/dashboard');
  await expect(searchBox(page)).toBeVisible();

  // Every click and every field filled is a tap of the seller.
  let taps = 0;
  const tap = async (target: Locator) => {
    taps++;
    await target.click();
  };
  const type = async (target: Locator, text: string) => {
    taps++;
    await target.fill(text);
  };

  await type(searchBox(page), yerba.nombre);
  await tap(productRow(page, yerba.nombre));
  await type(searchBox(page), miel.nombre);
  // Few left is marked on the row itself.
  await expect(productRow(page, miel.nombre)).toContainText('Quedan 3');
  await tap(productRow(page, miel.nombre));
  const ver = page.getByRole('button', { name: /Ver orden$/ });
  await expect(ver.or(ticket(page)).first()).toBeVisible();
  if (await ver.isVisible()) await tap(ver);
  await expect(ticket(page).getByRole('radio', { name: 'Efectivo' })).toBeChecked();
  await expect(ticket(page).getByRole('radio', { name: 'Retiro' })).toBeChecked();
  await expect(amounts(page)).toContainText('Total$ 2.000,00');
  await tap(ticket(page).getByRole('button', { name: 'Crear Venta' }));

  await expect(page.getByRole('status').filter({ hasText: 'Última venta' })).toHaveText(
    /^Última venta: N° \d+ por \$ 2\.000,00$/,
  );
  info.annotations.push({ type: 'toques', description: String(taps) });
  expect(taps).toBeLessThanOrEqual(info.project.name === 'phone' ? 6 : 5);
  // Back to the search, empty and ready for the next customer.
  await expect(searchBox(page)).toBeFocused();
  await expect(searchBox(page)).toHaveValue('');
  expect(await stockOf(request, yerba.id)).toBe(9);
  expect(await stockOf(request, miel.id)).toBe(2);

  // "Paga con" gives the change, and the line of the last sale keeps it in view.
  await addProduct(page, yerba.nombre);
  const orden = await openTicket(page);
  await orden.getByLabel('Paga con').fill('5.000');
  await expect(orden.getByRole('status', { name: 'Vuelto' })).toHaveText('Vuelto $ 3.800,00');
  await page.screenshot({ path: info.outputPath('orden-actual.png') });
  await orden.getByRole('button', { name: 'Crear Venta' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Última venta' })).toContainText(
    'por $ 1.200,00 · Vuelto $ 3.800,00',
  );
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('un vendedor cobra con tarjeta de crédito y ve el total con los dos recargos', async ({
  page,
  request,
}, info) => {
  const miel = await createProduct(request, info, 'Miel de monte', { precio: 1000, stock: 5 });
  await signInAsNewSeller(page, info);
  await page.goto('/dashboard/dashboard');
  await expect(page.getByRole('heading', { name: 'Punto de venta' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Todos', pressed: true })).toBeVisible();

  await addProduct(page, miel.nombre);
  await expect(page.getByText('Se agregó al carrito')).toBeVisible();
  await productRow(page, miel.nombre).click();
  const orden = await openTicket(page);
  await expect(orden.getByLabel(`Cantidad de ${miel.nombre}`)).toHaveText('2');

  await orden.getByLabel('Nombre del cliente').fill('Rosa Benítez');
  await orden.getByRole('radio', { name: 'Tarjeta de crédito' }).check();
  // 2000 × 1,07 = 2140; × 1,12 = 2396,80
  await expect(amounts(page)).toContainText('Subtotal$ 2.000,00');
  await expect(amounts(page)).toContainText('Recargo (+7% y +12%)$ 396,80');
  await expect(amounts(page)).toContainText('Total$ 2.396,80');
  await expect(orden.getByLabel('Paga con')).toHaveCount(0);

  await orden.getByRole('button', { name: 'Crear Venta' }).click();
  await expect(page.getByText('Venta creada exitosamente...')).toBeVisible();
  const last = page.getByRole('status').filter({ hasText: 'Última venta' });
  await expect(last).toContainText('por $ 2.396,80');
  await expect(searchBox(page)).toHaveValue(''); // back to the search for the next one
  await searchBox(page).fill(miel.nombre);
  await expect(productRow(page, miel.nombre)).toContainText('Quedan 3');
  expect(await stockOf(page.request, miel.id)).toBe(3);

  // The administration finds it in Ventas by its number.
  const number = /N° (\d+)/.exec((await last.textContent()) ?? '')?.[1];
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

test('Crear Venta revisa el carrito, el nombre es opcional y el ticket sobrevive a recargar', async ({
  page,
  request,
}, info) => {
  const yerba = await createProduct(request, info, 'Yerba de la feria', { precio: 2500, stock: 4 });
  const agotado = await createProduct(request, info, 'Dulce agotado', { precio: 900, stock: 0 });
  await signInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto('/dashboard/dashboard');

  await addProduct(page, agotado.nombre);
  await expect(page.getByText('Producto sin stock')).toBeVisible();
  await expect(productRow(page, agotado.nombre)).toContainText('Sin stock');
  await addProduct(page, yerba.nombre);
  let orden = await openTicket(page);
  await orden.getByRole('radio', { name: 'QR' }).check();
  await orden.getByRole('radio', { name: 'Envío' }).check();
  await expect(amounts(page)).toContainText('Total$ 2.675,00');

  await page.reload();
  orden = await openTicket(page);
  await expect(orden.getByLabel(`Cantidad de ${yerba.nombre}`)).toHaveText('1');
  await expect(orden.getByRole('radio', { name: 'QR' })).toBeChecked();
  await expect(orden.getByRole('radio', { name: 'Envío' })).toBeChecked();
  await expect(amounts(page)).toContainText('Total$ 2.675,00');

  await orden.getByRole('button', { name: `Sumar una unidad de ${yerba.nombre}` }).click();
  await expect(orden.getByLabel(`Cantidad de ${yerba.nombre}`)).toHaveText('2');
  await orden.getByRole('button', { name: `Quitar una unidad de ${yerba.nombre}` }).click();
  await expect(orden.getByLabel(`Cantidad de ${yerba.nombre}`)).toHaveText('1');
  await orden.getByRole('button', { name: 'Borrar todo' }).click();
  await expect(orden.getByText('Tocá un producto para agregarlo a la orden.')).toBeVisible();
  await orden.getByRole('button', { name: 'Crear Venta' }).click();
  await expect(page.getByText('El carrito está vacío')).toBeVisible();
});

test('si otro vendió antes, la venta dice qué producto y cuántas unidades quedan', async ({
  page,
  request,
}, info) => {
  const queso = await createProduct(request, info, 'Queso de cabra', { precio: 3000, stock: 3 });
  await signInAsNewSeller(page, info);
  await page.goto('/dashboard/dashboard');
  await addProduct(page, queso.nombre);
  await productRow(page, queso.nombre).click();
  const orden = await openTicket(page);

  // Meanwhile, another stall sells two of the three.
  await setStock(request, queso.id, 1);
  await orden.getByRole('button', { name: 'Crear Venta' }).click();
  await expect(page.getByText(`${queso.nombre}: 1 unidades disponibles.`)).toBeVisible();
  await expect(orden.getByText('Quedan 1 unidades: se ajustó la cantidad.')).toBeVisible();
  await expect(orden.getByLabel(`Cantidad de ${queso.nombre}`)).toHaveText('1');
});
