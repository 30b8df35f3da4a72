import { addFromDetail, basketButton, createProduct } from './basket-fixtures.ts';
import { expect, test } from './test.ts';

test('agregar desde la tarjeta: mensaje, el globo cuenta líneas y no unidades', async ({
  page,
  request,
}, info) => {
  const miel = await createProduct(request, info, 'Miel de monte', { precio: 4200, stock: 5 });
  // The newest product is the first "Nuevo" card on the home page.
  await page.goto('/');
  await page.getByRole('button', { name: `Agregar ${miel.nombre}` }).click();
  await expect(page.getByText(`${miel.nombre} añadido al carrito`)).toBeVisible();
  await expect(basketButton(page)).toHaveAccessibleName('Canasta: 1 producto');
  await expect(page.getByTestId('basket-badge')).toHaveText('1');

  await page.goto('/product');
  await page.getByLabel('Buscar productos').fill(miel.nombre);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('button', { name: `Agregar ${miel.nombre}` }).click();
  await expect(page.getByText(`${miel.nombre} añadido a la canasta`)).toBeVisible();
  await expect(page.getByTestId('basket-badge')).toHaveText('1');

  await basketButton(page).click();
  const panel = page.getByRole('dialog', { name: 'Tu canasta' });
  await expect(panel.getByText(miel.nombre)).toBeVisible();
  await expect(panel.getByText('2 × $ 4.200,00')).toBeVisible();
  await expect(panel.getByTestId('basket-total')).toHaveText('$ 8.400,00');
});

test('agregar desde el detalle respeta el stock y lo que ya está en la canasta', async ({
  page,
  request,
}, info) => {
  const aceite = await createProduct(request, info, 'Aceite de oliva', {
    precio: 9800.5,
    stock: 3,
  });
  await page.goto(`/product/${aceite.id}`);
  const quantity = page.getByRole('spinbutton', { name: 'Cantidad', exact: true });
  const add = page.getByRole('button', { name: 'Agregar a la canasta' });
  await quantity.fill('2');
  await add.click();
  await expect(page.getByText('Producto agregado a la canasta')).toBeVisible();
  await quantity.fill('2');
  await add.click();
  await expect(page.getByText('3 unidades disponibles.')).toBeVisible();
  await basketButton(page).click();
  await expect(
    page.getByRole('dialog', { name: 'Tu canasta' }).getByTestId('basket-total'),
  ).toHaveText('$ 19.601,00');
});

test('el panel vacío dice "Canasta vacia" y "Continuar compra" avisa "Error: canasta vacía"', async ({
  page,
}) => {
  await page.goto('/');
  await basketButton(page).click();
  const panel = page.getByRole('dialog', { name: 'Tu canasta' });
  await expect(panel.getByText('Canasta vacia')).toBeVisible();
  await expect(panel.getByTestId('basket-total')).toHaveText('$ 0,00');
  await panel.getByRole('button', { name: 'Continuar compra' }).click();
  await expect(page.getByText('Error: canasta vacía')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test('con más de 4 líneas el panel se desplaza; "Continuar compra" lleva a /cart', async ({
  page,
  request,
}, info) => {
  const products = [];
  for (const name of ['Arroz yamaní', 'Lentejas', 'Garbanzos', 'Harina de maíz', 'Té verde']) {
    products.push(await createProduct(request, info, name, { precio: 1000, stock: 10 }));
  }
  for (const product of products) await addFromDetail(page, product);
  await expect(page.getByTestId('basket-badge')).toHaveText('5');
  await basketButton(page).click();
  const list = page.getByRole('list', { name: 'Productos en la canasta' });
  await expect(list.getByRole('listitem')).toHaveCount(5);
  const scrolls = await list.evaluate((el) => el.scrollHeight > el.clientHeight);
  expect(scrolls).toBe(true);
  await page.getByRole('button', { name: 'Continuar compra' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { name: 'Tu canasta' })).toBeVisible();
});

test('en /cart se cambian cantidades con −, + y escribiendo, sin pasar el stock ni bajar de 1', async ({
  page,
  request,
}, info) => {
  const yerba = await createProduct(request, info, 'Yerba orgánica', { precio: 2500, stock: 4 });
  const cafe = await createProduct(request, info, 'Café de altura', { precio: 1000.25, stock: 9 });
  await addFromDetail(page, yerba);
  await addFromDetail(page, cafe);
  await page.goto('/cart');
  const total = page.getByTestId('order-total');
  await expect(total).toHaveText('$ 3.500,25');

  await page.getByRole('button', { name: `Agregar una unidad de ${yerba.nombre}` }).click();
  await expect(page.getByLabel(`Cantidad de ${yerba.nombre}`)).toHaveValue('2');
  const typed = page.getByLabel(`Cantidad de ${yerba.nombre}`);
  await typed.fill('99');
  await typed.blur();
  await expect(typed).toHaveValue('4');
  await expect(
    page.getByRole('button', { name: `Agregar una unidad de ${yerba.nombre}` }),
  ).toBeDisabled();
  await expect(total).toHaveText('$ 11.000,25');
  await typed.fill('0');
  await typed.blur();
  await expect(typed).toHaveValue('1');
  await expect(
    page.getByRole('button', { name: `Quitar una unidad de ${yerba.nombre}` }),
  ).toBeDisabled();

  await page.getByRole('button', { name: `Quitar ${cafe.nombre} de la canasta` }).click();
  await expect(page.getByText(cafe.nombre)).toHaveCount(0);
  await expect(total).toHaveText('$ 2.500,00');
  await expect(page.getByTestId('basket-badge')).toHaveText('1');
});

test('la canasta sobrevive a una recarga de la página', async ({ page, request }, info) => {
  const pan = await createProduct(request, info, 'Pan de campo', { precio: 1800, stock: 6 });
  await addFromDetail(page, pan, 3);
  await page.reload();
  await expect(page.getByTestId('basket-badge')).toHaveText('1');
  await page.goto('/cart');
  await expect(page.getByLabel(`Cantidad de ${pan.nombre}`)).toHaveValue('3');
  await expect(page.getByTestId('order-total')).toHaveText('$ 5.400,00');
});
