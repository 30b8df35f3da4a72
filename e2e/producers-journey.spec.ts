// MARKET §4: a shopper meets a producer on /suppliers and takes one of its products home.
import { expectAccessible } from './accessible.ts';
import { basketButton } from './basket-fixtures.ts';
import { createShopProduct, expectNoSidewaysScroll, uniqueTag } from './storefront-fixtures.ts';
import { expect, test } from './test.ts';

test('una compradora abre un productor desde Proveedores amigos y agrega uno de sus productos', async ({
  page,
}, info) => {
  test.setTimeout(120_000); // axe and a fresh producer on a shared, busy machine
  const tag = uniqueTag(info);
  const marca = `Huerta Prueba ${tag}`;
  const product = await createShopProduct(page.request, {
    nombre: `Acelga fresca ${tag}`,
    marca,
    precio: 1800,
    stock: 5,
    pictures: 1,
  });
  await page.goto('/suppliers');
  await expect(page.getByRole('heading', { level: 1, name: 'Proveedores amigos' })).toBeVisible();
  // The demo producers have their town and picture; ours was born from the product's brand.
  await expect(page.getByRole('link', { name: 'Don Anselmo Apicultura' })).toBeVisible();
  await expect(page.getByText('Helvecia', { exact: true })).toBeVisible();
  await expectAccessible(page, 'proveedores');
  await expectNoSidewaysScroll(page);

  const card = page.getByRole('listitem').filter({ hasText: marca });
  await expect(card.getByText('1 producto', { exact: true })).toBeVisible();
  await card.getByRole('link', { name: marca }).click();
  await expect(page).toHaveURL(/\/suppliers\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: marca })).toBeVisible();
  await expect(page).toHaveTitle(`${marca} · Feria Agroecológica`);
  await expect(page.getByRole('heading', { name: 'Sus productos' })).toBeVisible();
  await expect(page.getByRole('link', { name: product.nombre })).toBeVisible();
  await expectAccessible(page, 'página del productor');
  await expectNoSidewaysScroll(page);

  await page.getByRole('button', { name: `Agregar ${product.nombre}` }).click();
  await expect(page.getByText(`${product.nombre} añadido a la canasta`)).toBeVisible();
  await expect(basketButton(page)).toHaveAccessibleName('Canasta: 1 producto');
  await basketButton(page).click();
  const basket = page.getByRole('dialog', { name: 'Tu canasta' });
  await expect(basket.getByText(product.nombre)).toBeVisible();
  await expect(basket.getByTestId('basket-total')).toHaveText('$ 1.800,00');
});

test('la página de un productor que no existe dice que no se encontró', async ({ page }) => {
  await page.goto('/suppliers/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
});
