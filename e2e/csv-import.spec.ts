// MARKET.md §5, as a market re-prices with a spreadsheet: a Windows-1252 file with "," and prices
// typed "3.190,00"; the preview names a misspelt brand before it becomes a producer; an old export
// leaves the stock sold since (44 stays 44) unless "Actualizar stock" is ticked.
import type { Page } from '@playwright/test';
import { ADMIN, signInByApi } from './auth-helpers.ts';
import { expect, test } from './test.ts';

test.describe.configure({ timeout: 120_000 });

type Product = { sku: string; nombre: string; marca: string; precio: number; stock: number };

async function productBySku(page: Page, sku: string): Promise<Product | undefined> {
  const list = (await (await page.request.get('/api/sheets/data')).json()) as Product[];
  return list.find((p) => p.sku === sku);
}

async function choose(page: Page, name: string, buffer: Buffer) {
  await page
    .getByLabel('Archivo CSV a importar')
    .setInputFiles({ name, mimeType: 'text/csv', buffer });
  return page.getByRole('dialog', { name: 'Vista previa de la importación' });
}

test('importar un CSV de planilla: Windows-1252, vista previa con productor nuevo y stock que no vuelve', async ({
  page,
}, info) => {
  const run = `${info.project.name}${Date.now().toString(36)}`.toUpperCase();
  const sku = `CSV-${run}`;
  const marca = `Molino Fría ${run}`;
  await signInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto('/dashboard/products');
  await expect(page.getByRole('heading', { name: 'Productos', level: 1 })).toBeVisible();

  // A spreadsheet's CSV: Windows-1252 (latin1 bytes for these letters), "," and "3.190,00".
  const header = 'sku,nombre,marca,categoria,medida,precio,stock,publicado,descripcion';
  const first = `${header}\r\n${sku},Yerba Fría,${marca},Yerba,500 g,"3.190,00",44,sí,Molienda fría\r\n`;
  const preview = await choose(page, 'planilla.csv', Buffer.from(first, 'latin1'));
  await expect(preview).toContainText('1 producto nuevo, 0 productos con cambios');
  await expect(preview.getByRole('region', { name: 'Productores nuevos' })).toContainText(marca);
  await preview.getByRole('button', { name: 'Importar' }).click();
  const done = page.getByRole('dialog', { name: 'Importación lista' });
  await expect(done).toContainText('1 creado, 0 actualizados');
  await done.getByRole('button', { name: 'Cerrar' }).click();
  expect(await productBySku(page, sku)).toMatchObject({
    nombre: 'Yerba Fría',
    marca,
    precio: 3190,
    stock: 44,
  });

  // An old export (stock 47) with the new price, and a new product whose brand is misspelt.
  const misspelt = `Molno Fría ${run}`;
  const head = 'sku;nombre;marca;categoria;medida;precio;stock;publicado;descripcion';
  const old = `${sku};Yerba Fría;${marca};Yerba;500 g;$ 3.500;47;si;Molienda fría`;
  const other = `${sku}-2;Yerba Suave;${misspelt};Yerba;1 kg;4200,5;3;si;Suave`;
  const second = await choose(page, 'viejo.csv', Buffer.from(`${head}\r\n${old}\r\n${other}\r\n`));
  await expect(second.getByRole('region', { name: 'Productores nuevos' })).toContainText(misspelt);
  await second.getByRole('button', { name: 'Cancelar' }).click();

  // Fixed: only the re-pricing. The preview shows the price; the stock only with the box ticked.
  const third = await choose(page, 'viejo.csv', Buffer.from(`${head}\r\n${old}\r\n`));
  await expect(third).toContainText('0 productos nuevos, 1 producto con cambios');
  await expect(third.getByRole('region', { name: 'Productores nuevos' })).toHaveCount(0);
  const changes = third.getByRole('region', { name: 'Cambios' });
  await expect(
    changes.getByRole('row', { name: /Precio \$ 3\.190,00 \$ 3\.500,00/ }),
  ).toBeVisible();
  await expect(changes.getByRole('row', { name: /Stock/ })).toHaveCount(0);
  await third.getByRole('checkbox', { name: 'Actualizar stock' }).check();
  await expect(changes.getByRole('row', { name: /Stock 44 47/ })).toBeVisible();
  await third.getByRole('checkbox', { name: 'Actualizar stock' }).uncheck();
  await expect(changes.getByRole('row', { name: /Stock/ })).toHaveCount(0);
  await page.screenshot({ path: `/tmp/shots-csv/import-preview-${info.project.name}.png` });
  await third.getByRole('button', { name: 'Importar' }).click();
  await expect(page.getByRole('dialog', { name: 'Importación lista' })).toContainText(
    '0 creados, 1 actualizado',
  );
  expect(await productBySku(page, sku)).toMatchObject({ precio: 3500, stock: 44 });
});
