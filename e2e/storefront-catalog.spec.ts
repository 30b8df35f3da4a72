import {
  cards,
  createShopProduct,
  expectNoSidewaysScroll,
  itemCount,
  openFilters,
  uniqueTag,
} from './storefront-fixtures.ts';
import { expect, test } from './test.ts';

test('buscar con y sin tildes encuentra lo mismo, y borrar el texto vuelve a todos', async ({
  page,
}, info) => {
  const tag = uniqueTag(info);
  const product = await createShopProduct(page.request, {
    nombre: `Azúcar de caña ${tag}`,
    marca: `Ingenio ${tag}`,
    categoria: 'Azúcar',
  });
  await page.goto('/product');
  await expect(itemCount(page)).toBeVisible();
  const all = await itemCount(page).textContent();
  const box = page.getByRole('searchbox', { name: 'Buscar productos' });

  for (const text of [`azúcar de caña ${tag}`, `AZUCAR DE CANA ${tag}`]) {
    await box.fill(text);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page).toHaveURL(/\/product\?q=/);
    await expect(itemCount(page)).toHaveText('1 producto');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).getByRole('link', { name: product.nombre })).toBeVisible();
  }

  await box.fill('');
  await expect(page).toHaveURL(/\/product$/);
  await expect(itemCount(page)).toHaveText(all!);
});

test('buscar sin texto o con espacios avisa "No se ingreso ningun dato"', async ({ page }) => {
  await page.goto('/product');
  await page.getByRole('searchbox', { name: 'Buscar productos' }).fill('   ');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'No se ingreso ningun dato' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/product$/);
});

test('filtrar por categoría y por marca, y "Todos" vuelve a todos los productos', async ({
  page,
}, info) => {
  const tag = uniqueTag(info);
  const marca = `Apiario ${tag}`;
  for (const nombre of [`Miel de monte ${tag}`, `Polen ${tag}`]) {
    await createShopProduct(page.request, { nombre, marca, categoria: 'Otros alimentos' });
  }
  await page.goto('/product');
  await expect(itemCount(page)).toBeVisible();
  const all = await itemCount(page).textContent();

  await openFilters(page);
  await page.getByRole('link', { name: 'Legumbres', exact: true }).click();
  await expect(page).toHaveURL(/categoria=Legumbres/);
  await expect(cards(page).first()).toBeVisible();
  // Other journeys may have added legumbres to the shared shop: the count is the server's.
  const published = (await (
    await page.request.get('/api/sheets/filter/Legumbres')
  ).json()) as unknown[];
  expect(published.length).toBeGreaterThan(0);
  await expect(itemCount(page)).toHaveText(
    `${published.length} ${published.length === 1 ? 'producto' : 'productos'}`,
  );
  await expect(page.getByText('Categoría: Legumbres')).toBeVisible();

  await openFilters(page);
  await page
    .getByRole('list')
    .filter({ has: page.getByRole('link', { name: 'Legumbres', exact: true }) })
    .getByRole('link', { name: 'Todos' })
    .click();
  await expect(page).toHaveURL(/\/product$/);
  await expect(itemCount(page)).toHaveText(all!);

  await openFilters(page);
  await page.getByRole('button', { name: 'Filtrar por marca' }).click();
  await page.getByRole('link', { name: marca, exact: true }).click();
  await expect(page).toHaveURL(/marca=Apiario/);
  await expect(itemCount(page)).toHaveText('2 productos');
  await expect(page.getByText(`Marca: ${marca}`)).toBeVisible();

  // The filtered list survives a reload (the view lives in the URL).
  await page.reload();
  await expect(itemCount(page)).toHaveText('2 productos');

  await openFilters(page);
  await page
    .getByRole('list')
    .filter({ has: page.getByRole('link', { name: marca, exact: true }) })
    .getByRole('link', { name: 'Todos' })
    .click();
  await expect(itemCount(page)).toHaveText(all!);
});

test('muestra 8, "ver más productos" suma 8 y un filtro nuevo vuelve a 8', async ({ page }) => {
  await page.goto('/product');
  await expect(cards(page)).toHaveCount(8);
  await page.getByRole('button', { name: 'ver más productos' }).click();
  await expect(cards(page)).toHaveCount(16);
  await page.getByRole('button', { name: 'ver más productos' }).click();
  await expect(cards(page)).toHaveCount(24);

  const box = page.getByRole('searchbox', { name: 'Buscar productos' });
  await box.fill('a');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(cards(page)).toHaveCount(8);
  await box.fill('');
  await expect(cards(page)).toHaveCount(8);
});

test('un producto sin stock muestra "Sin stock" en su tarjeta', async ({ page }, info) => {
  const tag = uniqueTag(info);
  const product = await createShopProduct(page.request, {
    nombre: `Dulce de leche ${tag}`,
    marca: `Tambo ${tag}`,
    stock: 0,
    pictures: 1,
  });
  await page.goto(`/product?q=${encodeURIComponent(product.nombre)}`);
  const card = cards(page).filter({ hasText: product.nombre });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('button', { name: 'Sin stock' })).toBeDisabled();
  await expect(card.getByRole('button', { name: /^Agregar/ })).toHaveCount(0);
  await expect(card.locator('img')).toHaveClass(/grayscale/);
});

test('una búsqueda sin resultados muestra la espera y después "No se encontraron resultados"', async ({
  page,
}) => {
  await page.goto('/product?q=zzz-no-existe-zzz');
  await expect(page.getByRole('status').filter({ hasText: 'Buscando…' })).toBeAttached();
  await expect(page.getByText('No se encontraron resultados')).toBeVisible({ timeout: 8_000 });
  await page.getByRole('link', { name: 'Ver todos los productos' }).click();
  await expect(cards(page)).toHaveCount(8);
});

test('después de bajar 300 px aparece "Volver arriba"', async ({ page }) => {
  await page.goto('/product');
  await expect(cards(page)).toHaveCount(8);
  const up = page.getByRole('button', { name: 'Volver arriba' });
  await expect(up).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(up).toBeVisible();
  await up.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(up).toHaveCount(0);
});

test('el catálogo, con los filtros abiertos o cerrados, no se desplaza hacia los costados', async ({
  page,
}) => {
  await page.goto('/product');
  await expect(cards(page)).toHaveCount(8);
  await expectNoSidewaysScroll(page);
  const toggle = page.getByRole('button', { name: 'Abrir Filtros' });
  if (await toggle.isVisible()) {
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Cerrar Filtros' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filtrar por categoría' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Cerrar Filtros' }).click();
    await expect(page.getByRole('button', { name: 'Filtrar por categoría' })).toBeHidden();
  }
});
