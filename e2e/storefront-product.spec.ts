import { origin } from './auth-helpers.ts';
import { createShopProduct, expectNoSidewaysScroll, uniqueTag } from './storefront-fixtures.ts';
import { expect, test } from './test.ts';

test('el detalle muestra marca, nombre, categoría, precio, stock, cantidad y descripción', async ({
  page,
}, info) => {
  const tag = uniqueTag(info);
  const product = await createShopProduct(page.request, {
    nombre: `Miel de monte ${tag}`,
    marca: `Apiario ${tag}`,
    categoria: 'Otros alimentos',
    precio: 6200.5,
    stock: 7,
    descripcion: 'Miel cruda de flores nativas del norte santafesino.',
    pictures: 1,
  });
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.nombre })).toBeVisible();
  await expect(page).toHaveTitle(`${product.nombre} · Feria Agroecológica`);
  const main = page.getByRole('main');
  await expect(main.getByText(product.marca, { exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Otros alimentos' }).first()).toBeVisible();
  await expect(main.getByText('$ 6.200,50')).toBeVisible();
  await expect(main.getByText('Disponibles: 7 unidades')).toBeVisible();
  await expect(main.getByText('Miel cruda de flores nativas del norte santafesino.')).toBeVisible();

  const quantity = page.getByRole('spinbutton', { name: 'Cantidad', exact: true });
  await expect(quantity).toHaveValue('1');
  await page.getByRole('button', { name: 'Aumentar cantidad' }).click();
  await expect(quantity).toHaveValue('2');
  await page.getByRole('button', { name: 'Agregar a la canasta' }).click();
  await expect(page.getByText('Producto agregado a la canasta')).toBeVisible();
  await expect(main.getByText('Ya tenés 2 en la canasta')).toBeVisible();
  await expect(quantity).toHaveValue('1');

  await quantity.fill('6');
  await page.getByRole('button', { name: 'Agregar a la canasta' }).click();
  await expect(page.getByText('7 unidades disponibles.')).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('las flechas de la galería avanzan y retroceden dando la vuelta', async ({ page }, info) => {
  const tag = uniqueTag(info);
  const product = await createShopProduct(page.request, {
    nombre: `Yerba compuesta ${tag}`,
    marca: `Yerbatera ${tag}`,
    pictures: 3,
  });
  await page.goto(`/product/${product.id}`);
  const gallery = page.getByRole('region', { name: `Imágenes de ${product.nombre}` });
  const picture = (n: number) =>
    gallery.getByRole('img', { name: `${product.nombre}, imagen ${n} de 3` });
  await expect(picture(1)).toBeVisible();
  await expect(picture(1)).toHaveAttribute('src', product.imagenes[0]!);

  await gallery.getByRole('button', { name: 'Imagen siguiente' }).click();
  await expect(picture(2)).toHaveAttribute('src', product.imagenes[1]!);
  await gallery.getByRole('button', { name: 'Imagen siguiente' }).click();
  await expect(picture(3)).toBeVisible();
  await gallery.getByRole('button', { name: 'Imagen siguiente' }).click();
  await expect(picture(1)).toBeVisible();
  await gallery.getByRole('button', { name: 'Imagen anterior' }).click();
  await expect(picture(3)).toHaveAttribute('src', product.imagenes[2]!);

  await gallery.getByRole('button', { name: 'Ver imagen 2 de 3' }).click();
  await expect(picture(2)).toBeVisible();
  await expect(gallery.getByRole('button', { name: 'Ver imagen 2 de 3' })).toHaveAttribute(
    'aria-current',
    'true',
  );
});

test('un producto sin stock no se puede agregar desde el detalle', async ({ page }, info) => {
  const tag = uniqueTag(info);
  const product = await createShopProduct(page.request, {
    nombre: `Mermelada ${tag}`,
    marca: `Dulcería ${tag}`,
    stock: 0,
  });
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.nombre })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sin stock' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Agregar a la canasta' })).toHaveCount(0);
  await expect(page.getByText('Sin stock por el momento')).toBeVisible();
});

test('un producto inexistente muestra "Producto no encontrado"', async ({ page }) => {
  for (const url of ['/product/99999999', '/product/no-es-un-id']) {
    await page.goto(url);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Producto no encontrado' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver al inicio' })).toBeVisible();
  }
});

test('desde una tarjeta del catálogo se llega al detalle, que abre arriba de todo', async ({
  page,
}) => {
  await page.goto('/product');
  const card = page.getByRole('region', { name: 'Resultados' }).getByRole('article').nth(5);
  const name = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('el enlace de un producto trae las etiquetas para compartir con nombre, precio e imagen', async ({
  page,
}, info) => {
  const tag = uniqueTag(info);
  const product = await createShopProduct(page.request, {
    nombre: `Aceite de oliva "extra" <virgen> ${tag}`,
    marca: `Prensa ${tag}`,
    precio: 12500,
    descripcion: 'Primera prensada en frío, de olivares de San Carlos.',
    pictures: 1,
  });
  const res = await page.request.get(`/product/${product.id}`);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/html');
  const html = await res.text();
  const meta = (key: string) =>
    html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1];
  const escaped = `Aceite de oliva &quot;extra&quot; &lt;virgen&gt; ${tag}`;
  expect(meta('og:title')).toBe(`${escaped} · $ 12.500,00`);
  expect(meta('og:description')).toContain('Primera prensada en frío');
  expect(meta('og:image')).toBe(`${origin()}${product.imagenes[0]}`);
  expect(meta('og:url')).toBe(`${origin()}/product/${product.id}`);
  expect(meta('twitter:card')).toBe('summary_large_image');
  expect(html).not.toContain('<virgen>');

  // The page itself is still the shop's web app.
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Aceite de oliva');

  const unknown = await (await page.request.get('/product/99999999')).text();
  expect(unknown).not.toContain('og:title');
});
