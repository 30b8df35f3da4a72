// MARKET.md §5: the admin raises Yerba 12,5 % rounded to $10 with a preview, applies and undoes;
// the product CSV goes out and comes back in.
import AxeBuilder from '@axe-core/playwright';
import { adjustedCents } from '@feria/domain/rules/price-adjustment';
import type { Page } from '@playwright/test';
import { ADMIN, signInByApi } from './auth-helpers.ts';
import { expect, test } from './test.ts';

type Product = { id: number; nombre: string; categoria: string; precio: number };

async function yerbas(page: Page): Promise<Product[]> {
  const list = (await (await page.request.get('/api/sheets/data')).json()) as Product[];
  return list.filter((p) => p.categoria === 'Yerba');
}

async function openProducts(page: Page) {
  await signInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto('/dashboard/products');
  await expect(page.getByRole('heading', { name: 'Productos', level: 1 })).toBeVisible();
}

const cents = (pesos: number) => Math.round(pesos * 100);

// A whole journey on a shared two-core machine: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

test('el admin sube la Yerba 12,5 % redondeando a $10, mira la vista previa, aplica y deshace', async ({
  page,
}) => {
  await openProducts(page);
  const before = await yerbas(page);
  expect(before.length).toBeGreaterThan(0);
  const expected = new Map(before.map((p) => [p.id, adjustedCents(cents(p.precio), 12.5, 10)]));

  await page.getByRole('button', { name: 'Ajustar precios' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajustar precios' });
  await dialog.getByLabel('Productos').selectOption('c:Yerba');
  await dialog.getByLabel('Porcentaje').fill('12,5');
  await dialog.getByLabel('Redondeo').selectOption({ label: 'a $10' });
  await expect(dialog.getByRole('button', { name: 'Aplicar' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Vista previa' }).click();
  const table = dialog.getByRole('table', { name: 'Vista previa del ajuste' });
  await expect(table.getByRole('row')).toHaveCount(before.length + 1);
  const first = before[0]!;
  await expect(table.getByRole('row', { name: new RegExp(first.nombre) })).toContainText('$');
  expect((await yerbas(page)).map((p) => p.precio)).toEqual(before.map((p) => p.precio));

  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual(
    [],
  );

  await dialog.getByRole('button', { name: 'Aplicar' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `Precios actualizados (${before.length} productos)` }),
  ).toBeVisible();
  for (const p of await yerbas(page)) expect(cents(p.precio)).toBe(expected.get(p.id));

  await page.getByRole('button', { name: 'Deshacer' }).click();
  await expect(page.getByText(/Ajuste deshecho/)).toBeVisible();
  expect((await yerbas(page)).map((p) => p.precio)).toEqual(before.map((p) => p.precio));

  // The edit dialog shows the history: up with the adjustment, down with the undo.
  await page.getByRole('searchbox').fill(first.nombre);
  await page
    .getByRole('button', { name: new RegExp(`Editar.*${first.nombre}`) })
    .first()
    .click();
  const history = page.getByRole('region', { name: 'Historial de precios' });
  // Newest first: the undo, then the adjustment (a reused data dir may hold older runs below).
  await expect(history.getByRole('listitem').nth(1)).toContainText('Ajuste');
  await expect(history.getByRole('listitem').first()).toContainText('Ajuste');
  // The shop's one date format: dd/mm/aaaa HH:mm, never "26/11/26, 3:48 a. m.".
  await expect(history.getByRole('listitem').first()).toContainText(
    /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} · Ajuste/,
  );
});

test('exportar el CSV e importarlo de vuelta no cambia nada; un archivo con errores se informa por fila', async ({
  page,
}) => {
  await openProducts(page);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exportar CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^productos_.*\.csv$/);
  const csv = await (await page.request.get('/api/sheets/data.csv')).text();
  expect(
    csv.startsWith(
      '\uFEFFsku;nombre;marca;categoria;medida;precio;stock;publicado;descripcion;unidad;paso;suscribible\r\n',
    ),
  ).toBe(true);

  const input = page.getByLabel('Archivo CSV a importar');
  await input.setInputFiles({
    name: 'productos.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  const preview = page.getByRole('dialog', { name: 'Vista previa de la importación' });
  await expect(preview).toContainText('0 productos nuevos, 0 productos con cambios');
  await preview.getByRole('button', { name: 'Importar' }).click();
  const done = page.getByRole('dialog', { name: 'Importación lista' });
  await expect(done).toContainText('0 creados, 0 actualizados');
  await done.getByRole('button', { name: 'Cerrar' }).click();
  expect(await (await page.request.get('/api/sheets/data.csv')).text()).toBe(csv);

  const bad = `${csv.split('\r\n')[0]}\r\nX-1;;Coop;Yerba;1 kg;abc;1;si;Mala\r\n`;
  await input.setInputFiles({ name: 'malo.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
  const report = page.getByRole('dialog', { name: 'No se importó nada' });
  await expect(
    report.getByRole('row', { name: /2 nombre \(vacío\) El nombre es requerido/ }),
  ).toBeVisible();
  await expect(report.getByRole('row', { name: /2 precio abc/ })).toBeVisible();
});
