import type { Browser, Page } from '@playwright/test';
import { ADMIN, origin, signInByApi } from './auth-helpers.ts';
import { noisy, pictureFiles } from './png-files.ts';
import { createShopProduct } from './storefront-fixtures.ts';
import { expect, test } from './test.ts';

type Product = {
  id: number;
  nombre: string;
  marca: string;
  categoria: string;
  precio: number;
  stock: number;
  publicado: string;
  imagenes: string[];
};

const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function productsByName(page: Page, nombre: string): Promise<Product | undefined> {
  const list = (await (await page.request.get('/api/sheets/data')).json()) as Product[];
  return list.find((p) => p.nombre === nombre);
}

/** An anonymous shopper's view of the detail page, in a browser with no session. */
async function shopperSees(browser: Browser, id: number, nombre: string, visible: boolean) {
  const context = await browser.newContext();
  const shopper = await context.newPage();
  await shopper.goto(`/product/${id}`);
  if (visible) {
    await expect(shopper.getByRole('heading', { name: nombre })).toBeVisible();
  } else {
    await expect(shopper.getByText('Producto no encontrado').first()).toBeVisible();
  }
  await context.close();
}

async function openProducts(page: Page) {
  await signInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto('/dashboard/products');
  await expect(page.getByRole('heading', { name: 'Productos', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Paginación de productos' })).toBeVisible();
}

test('crear un producto con dos imágenes, editarlo, ocultarlo, publicarlo y eliminarlo', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const nombre = unique('Garbanzos de prueba');
  await openProducts(page);

  await page.getByRole('button', { name: 'Crear nuevo producto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear nuevo producto' });
  await dialog.getByLabel('Categoría').selectOption('Legumbres');
  await dialog.getByLabel('Nombre').fill(nombre);
  await dialog.getByLabel('Marca').fill('Cooperativa La Verdecita');
  await dialog.getByLabel('Medida').fill('500 g');
  await dialog.getByLabel('Cantidad').fill('8');
  await dialog.getByLabel('Precio', { exact: true }).fill('1,234.50');
  await dialog.getByLabel('Descripción').fill('Garbanzos agroecológicos de San Justo.');
  await dialog.getByLabel(/Elegir imágenes/).setInputFiles(pictureFiles());
  await expect(dialog.getByRole('button', { name: 'Quitar imagen 2' })).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Imagen 1' })).toHaveAttribute(
    'src',
    /^\/uploads\/[0-9a-f-]{36}-640\.webp$/,
  );
  await expect(page.getByText('Imagen cargada')).toBeVisible();
  await dialog.getByRole('button', { name: 'Crear producto' }).click();
  await expect(page.getByText('Creado exitosamente')).toBeVisible();
  await expect(dialog).toBeHidden();

  // In the table (newest first, so on the first page), found by an accent-free search.
  const search = page.getByLabel('Buscar por nombre, categoría o SKU');
  await search.fill(nombre.replace('Garbanzos', 'garbanzos'));
  await expect(page.getByText(nombre, { exact: true })).toBeVisible();
  await expect(page.getByText('$ 1.234,50')).toBeVisible();
  await expect(page.getByText(/^LEG-\d{3}$/)).toBeVisible();
  await page.getByRole('button', { name: `Ver descripción de ${nombre}` }).click();
  await expect(page.getByRole('dialog', { name: nombre })).toContainText('San Justo');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // On the storefront at once: the catalogue search and the detail page with both pictures.
  const created = await productsByName(page, nombre);
  expect(created).toMatchObject({ precio: 1234.5, stock: 8, publicado: 'si' });
  expect(created?.imagenes).toHaveLength(2);
  const id = created?.id ?? 0;
  const context = await browser.newContext();
  const shopper = await context.newPage();
  await shopper.goto(`/product?q=${encodeURIComponent(nombre)}`);
  await expect(shopper.getByRole('link', { name: nombre }).first()).toBeVisible();
  await context.close();
  await shopperSees(browser, id, nombre, true);

  // Edit the price.
  await page.getByRole('button', { name: `Editar ${nombre}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar producto' });
  await expect(edit.getByLabel('Precio', { exact: true })).toHaveValue('1234.5');
  await expect(edit.getByRole('button', { name: /^Quitar imagen/ })).toHaveCount(2);
  await edit.getByRole('button', { name: 'Quitar imagen 2' }).click();
  await expect(edit.getByRole('button', { name: /^Quitar imagen/ })).toHaveCount(1);
  await edit.getByLabel('Precio', { exact: true }).fill('2000');
  await edit.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Editado exitosamente')).toBeVisible();
  await expect(page.getByText('$ 2.000,00')).toBeVisible();
  expect(await productsByName(page, nombre)).toMatchObject({
    precio: 2000,
    imagenes: [created?.imagenes[0]],
  });

  // Hide: gone from the storefront; publish: back.
  const toggle = page.getByRole('switch', { name: `Publicar ${nombre}` });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await page
    .getByRole('dialog', { name: '¿Ocultar de la tienda?' })
    .getByRole('button', { name: 'Ocultar' })
    .click();
  await expect(page.getByText('El producto ya no se muestra en la página principal')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await shopperSees(browser, id, nombre, false);

  await toggle.click();
  await page
    .getByRole('dialog', { name: '¿Publicar en la tienda?' })
    .getByRole('button', { name: 'Publicar' })
    .click();
  await expect(page.getByText('El producto ahora se muestra en la página principal')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await shopperSees(browser, id, nombre, true);

  // Delete, after confirming; cancelling first changes nothing.
  await page.getByRole('button', { name: `Eliminar ${nombre}` }).click();
  const confirm = page.getByRole('dialog', { name: '¿Estás seguro?' });
  await expect(confirm).toContainText(nombre);
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByText(nombre, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Eliminar ${nombre}` }).click();
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Eliminado exitosamente')).toBeVisible();
  await expect(page.getByText('No se encontraron productos')).toBeVisible();
  await shopperSees(browser, id, nombre, false);
});

test('cada mensaje del formulario aparece bajo su campo y los formatos no admitidos se rechazan', async ({
  page,
}) => {
  await openProducts(page);
  await page.getByRole('button', { name: 'Crear nuevo producto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear nuevo producto' });
  await dialog.getByLabel('Nombre').fill('   ');
  await dialog.getByRole('button', { name: 'Crear producto' }).click();
  const under = (label: string) => dialog.getByLabel(label, { exact: true });
  await expect(under('Nombre')).toHaveAccessibleDescription('El nombre es requerido');
  await expect(under('Categoría')).toHaveAccessibleDescription('La categoría es requerida');
  await expect(under('Medida')).toHaveAccessibleDescription('La medida es requerida');
  await expect(under('Marca')).toHaveAccessibleDescription('La marca es requerida');
  await expect(under('Descripción')).toHaveAccessibleDescription('La descripcion es requerida');
  await expect(under('Cantidad')).toHaveAccessibleDescription('La cantidad es requerida');
  await expect(under('Precio')).toHaveAccessibleDescription('El precio es requerido');

  const precio = under('Precio');
  const messages: [string, string][] = [
    ['   ', 'El precio no puede ser solo espacios'],
    ['12.345', 'El precio debe ser un número positivo con hasta dos decimales'],
    ['-5', 'El precio debe ser un número positivo con hasta dos decimales'],
    ['0', 'El precio debe ser mayor a 0'],
  ];
  for (const [value, message] of messages) {
    await precio.fill(value);
    await expect(precio).toHaveAccessibleDescription(message);
  }
  await precio.fill('1,234.50');
  await expect(precio).not.toHaveAttribute('aria-invalid');
  await under('Nombre').fill('Lentejas');
  await expect(under('Nombre')).not.toHaveAttribute('aria-invalid');

  await dialog.getByLabel(/Elegir imágenes/).setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  });
  await expect(
    page.getByText('Formato de imagen no soportado. Solo se permiten .jpg, .jpeg, .png, y .webp'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Quitar imagen/ })).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('un SKU repetido lo informa el servidor bajo el campo, con "Error al crear el nuevo producto"', async ({
  page,
}) => {
  await openProducts(page);
  const [existing] = (await (await page.request.get('/api/sheets/data')).json()) as {
    sku: string;
  }[];
  const sku = existing?.sku ?? '';
  await page.getByRole('button', { name: 'Crear nuevo producto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear nuevo producto' });
  await dialog.getByLabel('Categoría').selectOption('Yerba');
  await dialog.getByLabel('Nombre').fill(unique('Yerba repetida'));
  await dialog.getByLabel('Marca').fill('Yerbatera');
  await dialog.getByLabel('Medida').fill('1 kg');
  await dialog.getByLabel('Cantidad').fill('4');
  await dialog.getByLabel('Precio', { exact: true }).fill('3000');
  await dialog.getByLabel('Descripción').fill('Prueba de SKU repetido.');
  await dialog.getByLabel('SKU', { exact: true }).fill(sku);
  await dialog.getByRole('button', { name: 'Crear producto' }).click();
  await expect(page.getByText('Error al crear el nuevo producto')).toBeVisible();
  await expect(dialog.getByLabel('SKU', { exact: true })).toHaveAccessibleDescription(
    new RegExp(`Ya existe un producto con el SKU ${sku}`),
  );
  await expect(dialog).toBeVisible();
});

test('una imagen de más de 2 MB se comprime a WebP en el navegador antes de subirla', async ({
  page,
}) => {
  // Playwright cannot read a multipart body with a file, so the page notes what it sends.
  await page.addInitScript(() => {
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const file = init?.body instanceof FormData ? init.body.get('file') : null;
      if (file instanceof Blob) {
        document.documentElement.dataset.sentImage = `${file.type} ${file.size}`;
      }
      return send(input, init);
    };
  });
  await openProducts(page);
  await page.getByRole('button', { name: 'Crear nuevo producto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear nuevo producto' });
  const big = noisy();
  expect(big.length).toBeGreaterThan(2_000_000);
  await dialog
    .getByLabel(/Elegir imágenes/)
    .setInputFiles({ name: 'campo.png', mimeType: 'image/png', buffer: big });
  await expect(page.getByText('Imagen cargada')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Quitar imagen 1' })).toBeVisible();
  const sent = (await page.locator('html').getAttribute('data-sent-image')) ?? '';
  const [type, size] = sent.split(' ');
  expect(type).toBe('image/webp');
  expect(Number(size)).toBeLessThan(big.length);
});

test('stock bajo y sin stock: leyenda, y sin interruptor de publicación a stock 0', async ({
  page,
}) => {
  await openProducts(page);
  await expect(page.getByText('Poco stock')).toBeVisible();
  await expect(page.getByText('Sin stock', { exact: true })).toBeVisible();
  const tag = unique('Stock');
  const created: number[] = [];
  for (const [nombre, cantidad] of [
    [`${tag} agotado`, 0],
    [`${tag} poco`, 3],
  ] as const) {
    const res = await page.request.post('/api/sheets/data', {
      headers: { origin: origin() },
      data: {
        categoria: 'Semillas',
        nombre,
        marca: 'Semillería Los Algarrobos',
        medida: '250 g',
        cantidad,
        precio: 900,
        descripcion: 'Para la prueba de stock.',
      },
    });
    expect(res.status()).toBe(201);
    created.push(((await res.json()) as Product).id);
  }
  await page.reload();
  await page.getByLabel('Buscar por nombre, categoría o SKU').fill(tag);
  await expect(page.getByText(`${tag} poco`)).toBeVisible();
  await expect(page.getByRole('switch', { name: `Publicar ${tag} poco` })).toBeVisible();
  await expect(page.getByText(`${tag} agotado`)).toBeVisible();
  await expect(page.getByRole('switch', { name: `Publicar ${tag} agotado` })).toHaveCount(0);
  for (const id of created) {
    await page.request.delete(`/api/sheets/delete/${id}`, { headers: { origin: origin() } });
  }
});

test('la paginación muestra 25 productos por página; filtros por productor y categoría', async ({
  page,
}, info) => {
  await openProducts(page);
  const all = (await (await page.request.get('/api/sheets/data')).json()) as Product[];
  const total = all.length;
  const pages = Math.ceil(total / 25);
  expect(pages).toBeGreaterThanOrEqual(3); // the demo shop has 70 products
  const pager = page.getByRole('navigation', { name: 'Paginación de productos' });
  const current = pager.locator('[aria-current="page"]');
  const showing = page.getByRole('button', { name: /^Editar / });

  await expect(showing).toHaveCount(25);
  await expect(page.getByText(`${total} productos · página 1 de ${pages}`)).toBeVisible();
  await expect(pager.getByRole('button', { name: 'Primera' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Página siguiente' }).click();
  await expect(current).toHaveText('2');
  await pager.getByRole('button', { name: 'Última' }).click();
  await expect(current).toHaveText(String(pages));
  await expect(pager.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
  await expect(showing).toHaveCount(total - (pages - 1) * 25);

  // Filters: a category, then a producer within it; the list goes back to page 1.
  const yerbas = all.filter((p) => p.categoria === 'Yerba');
  await page.getByLabel('Categoría', { exact: true }).selectOption('Yerba');
  await expect(current).toHaveText('1');
  await expect(showing).toHaveCount(Math.min(25, yerbas.length));
  await expect(
    page.getByText(`${yerbas.length} ${yerbas.length === 1 ? 'producto' : 'productos'} · página 1`),
  ).toBeVisible();
  const marca = yerbas[0]?.marca ?? '';
  const both = yerbas.filter((p) => p.marca === marca);
  await page.getByLabel('Productor').selectOption(marca);
  await expect(showing).toHaveCount(both.length);
  await page.screenshot({ path: `/tmp/shots-csv/products-filters-${info.project.name}.png` });
  await page.getByLabel('Categoría', { exact: true }).selectOption('');
  await page.getByLabel('Productor').selectOption('');
  await expect(showing).toHaveCount(25);

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('un nombre de una sola palabra larga no ensancha la lista de productos', async ({ page }) => {
  const nombre = unique('Mieldemontesantafesinoenfrascodevidriorecicladocontaparoja');
  await createShopProduct(page.request, { nombre, marca: 'Huerta de Prueba' });
  await signInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto('/dashboard/products');
  await expect(
    page.getByRole('list', { name: 'Productos' }).or(page.getByRole('table')),
  ).toBeVisible();
  await expect(page.getByText(nombre)).toBeVisible();
  // Wider than the screen, a phone zooms the page out and taps land beside their target.
  const ancho = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(ancho).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
});
