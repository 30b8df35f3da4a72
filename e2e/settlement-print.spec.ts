// MARKET §4: the admin settles a day with the producers and prints it on A4.
import AxeBuilder from '@axe-core/playwright';
import { ADMIN, dashboardNav, origin, signInByApi } from './auth-helpers.ts';
import { pictureFiles } from './png-files.ts';
import { posSaleByApi } from './sales-fixtures.ts';
import { createShopProduct, expectNoSidewaysScroll, uniqueTag } from './storefront-fixtures.ts';
import { expect, test } from './test.ts';

test('el administrador ve la liquidación del día por productor y la imprime en A4', async ({
  page,
}, info) => {
  test.setTimeout(120_000); // axe and a fresh producer on a shared, busy machine
  const tag = uniqueTag(info);
  const marca = `Granja Liquidada ${tag}`;
  const product = await createShopProduct(page.request, {
    nombre: `Zapallo ${tag}`,
    marca,
    precio: 1000.5,
    stock: 20,
  });
  // Another producer, longer names and a larger amount: every producer's table lines up on paper.
  const honey = await createShopProduct(page.request, {
    nombre: `Miel multifloral de monte ${tag}`,
    marca: `Cooperativa Apícola ${tag}`,
    precio: 123456,
    stock: 5,
  });
  await signInByApi(page, ADMIN.email, ADMIN.password);
  // The producer keeps 90 %: the market 10 %.
  const producers = (await (await page.request.get('/api/productores?todos=1')).json()) as {
    id: number;
    nombre: string;
  }[];
  const producer = producers.find((p) => p.nombre === marca);
  expect(producer).toBeTruthy();
  const put = await page.request.put(`/api/productores/${producer!.id}`, {
    headers: { origin: origin() },
    data: { nombre: marca, localidad: 'Esperanza', comision: 10 },
  });
  expect(put.status()).toBe(200);
  // A card sale at the stall: its surcharge is the market's, not the producer's.
  const stall = { nombre: 'Cliente del puesto' };
  await posSaleByApi(page.request, [{ id: product.id, cantidad: 3 }], 'tarjetaCredito', stall);
  await posSaleByApi(page.request, [{ id: honey.id, cantidad: 2 }], 'efectivo', stall);

  await page.goto('/dashboard/dashboard');
  const nav = await dashboardNav(page);
  await nav.getByRole('link', { name: 'Liquidaciones' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Liquidaciones' })).toBeVisible();
  await expect(page.getByLabel('Desde')).toBeVisible();
  await expect(page.getByLabel('Hasta')).toBeVisible();
  await page.getByRole('button', { name: 'Ver liquidación' }).click();

  const part = page.getByRole('region', { name: marca, exact: true });
  await expect(part.getByRole('cell', { name: product.nombre })).toBeVisible();
  await expect(part.getByRole('cell', { name: '$ 3.001,50' })).toBeVisible();
  await expect(part.getByText('Bruto')).toBeVisible();
  await expect(part.getByText('-$ 300,15')).toBeVisible(); // 10 %, half-up
  await expect(part.getByText('$ 2.701,35')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Totales' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual(
    [],
  );

  const csvLink = page.getByRole('link', { name: 'Descargar CSV' });
  const [download] = await Promise.all([page.waitForEvent('download'), csvLink.click()]);
  expect(download.suggestedFilename()).toMatch(
    /^liquidacion_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/,
  );

  // "Imprimir" opens the browser's print dialog; here we only see that it asks for it.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed++;
    };
  });
  await page.getByRole('button', { name: 'Imprimir' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 794, height: 1123 }); // A4 at 96 dpi
  await expect(page.getByRole('navigation', { name: 'Panel' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Ver liquidación' })).toBeHidden();
  const amounts = page.getByRole('columnheader', { name: 'Importe' });
  expect(await amounts.count()).toBeGreaterThanOrEqual(2);
  const lefts = await amounts.evaluateAll((cells) =>
    cells.map((c) => Math.round(c.getBoundingClientRect().left)),
  );
  expect(new Set(lefts).size).toBe(1);
  await expect(part.getByText('$ 2.701,35')).toBeVisible();
  const color = await part.evaluate((el) => getComputedStyle(el).color);
  expect(color).toBe('rgb(0, 0, 0)');
  await page.screenshot({ path: info.outputPath('liquidacion-a4.png'), fullPage: true });
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
});

test('la página de productores permite crear, editar y borrar solo sin productos', async ({
  page,
}, info) => {
  test.setTimeout(120_000); // axe and a fresh producer on a shared, busy machine
  const tag = uniqueTag(info);
  await signInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto('/dashboard/dashboard');
  const nav = await dashboardNav(page);
  await nav.getByRole('link', { name: 'Productores' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Productores' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Eliminar Don Anselmo Apicultura' }),
  ).toBeDisabled();

  await page.getByRole('button', { name: 'Nuevo productor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo productor' });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('El nombre es requerido')).toBeVisible();
  await dialog.getByLabel('Nombre').fill(`Tambo ${tag}`);
  await dialog.getByLabel('Comisión (%)').fill('120');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('La comisión debe estar entre 0 y 100')).toBeVisible();
  await dialog.getByLabel('Comisión (%)').fill('12,5');
  await dialog.getByLabel('Localidad').fill('Franck');
  // The photo is uploaded as a product picture is: a PNG in, our WebP back, shown in the form.
  const [photo] = pictureFiles();
  await dialog.getByLabel('Subir foto').setInputFiles(photo!);
  const preview = dialog.getByRole('img', { name: `Foto de Tambo ${tag}` });
  await expect(preview).toHaveAttribute('src', /^\/uploads\/.+\.webp$/);
  await expect(dialog.getByText('Cambiar foto')).toBeVisible();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Productor creado')).toBeVisible();
  await expect(page.getByText(`Franck · 0 productos · comisión 12,5 %`)).toBeVisible();
  const saved = page
    .getByRole('listitem')
    .filter({ hasText: `Tambo ${tag}` })
    .locator('img');
  await expect(saved).toHaveAttribute('src', /^\/uploads\/.+\.webp$/);
  const served = await page.request.get((await saved.getAttribute('src')) ?? '');
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/webp');

  await page.getByRole('button', { name: `Editar Tambo ${tag}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar productor' });
  await edit.getByLabel('Localidad').fill('Humboldt');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Productor actualizado')).toBeVisible();
  await expect(page.getByText(`Humboldt · 0 productos · comisión 12,5 %`)).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual(
    [],
  );

  await page.getByRole('button', { name: `Eliminar Tambo ${tag}` }).click();
  await page
    .getByRole('dialog', { name: '¿Eliminar productor?' })
    .getByRole('button', { name: 'Eliminar' })
    .click();
  await expect(page.getByText('Productor eliminado')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Tambo ${tag}` })).toHaveCount(0);
});
