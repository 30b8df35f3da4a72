import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ADMIN, signInByApi } from './auth-helpers.ts';
import { expect, test } from './test.ts';

/** "$ 1.234,50" → 1234.5 */
function readPesos(text: string): number {
  const clean = text.replace(/[^\d,-]/g, '').replace(',', '.');
  return Number(clean);
}

const figure = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

async function amount(page: Page, label: string): Promise<number> {
  return readPesos((await figure(page, label).textContent()) ?? '');
}

const unique = (what: string) => `${what} ${Date.now().toString(36)}`;

/** Today in the shop (the browser runs in Buenos Aires time). */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(
    new Date(),
  );

test.beforeEach(async ({ page }) => {
  await signInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto('/dashboard/balance');
  await expect(page.getByRole('heading', { name: 'Balance', level: 1 })).toBeVisible();
  await expect(figure(page, 'Caja final')).toBeVisible();
});

test('añadir un Ingreso y un Gasto cambia la caja final', async ({ page }) => {
  const before = await amount(page, 'Caja final');
  const ingreso = unique('Venta de la feria');
  const gasto = unique('Bolsas compostables');

  await page.getByRole('button', { name: 'Añadir Entrada' }).click();
  const dialog = page.getByRole('dialog', { name: 'Añadir Entrada' });
  await expect(dialog.getByRole('radio', { name: 'Ingreso' })).toBeChecked();
  await dialog.getByLabel('Monto').fill('0');
  await dialog.getByLabel('Descripción').fill(ingreso);
  await dialog.getByRole('button', { name: 'Guardar entrada' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('El monto debe ser mayor que 0');

  await dialog.getByLabel('Monto').fill('1.500,50');
  await dialog.getByRole('button', { name: 'Guardar entrada' }).click();
  await expect(page.getByText('Entrada añadida exitosamente')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(() => amount(page, 'Caja final')).toBeCloseTo(before + 1500.5, 2);
  await expect(page.getByRole('row').nth(1)).toContainText(ingreso);

  await page.getByRole('button', { name: 'Añadir Entrada' }).click();
  await dialog.getByRole('radio', { name: 'Gasto' }).check();
  await dialog.getByLabel('Monto').fill('200');
  await dialog.getByLabel('Descripción').fill(gasto);
  await dialog.getByRole('button', { name: 'Guardar entrada' }).click();
  await expect(page.getByText('Entrada añadida exitosamente')).toBeVisible();
  await expect.poll(() => amount(page, 'Caja final')).toBeCloseTo(before + 1300.5, 2);
  const newest = page.getByRole('row').nth(1);
  await expect(newest).toContainText(gasto);
  await expect(newest).toContainText('Gasto');
  await expect(newest).toContainText('$ 200,00');
});

test('la descripción es obligatoria y Escape cierra el diálogo sin guardar', async ({ page }) => {
  await page.getByRole('button', { name: 'Añadir Entrada' }).click();
  const dialog = page.getByRole('dialog', { name: 'Añadir Entrada' });
  await dialog.getByLabel('Monto').fill('10');
  await dialog.getByRole('button', { name: 'Guardar entrada' }).click();
  await expect(dialog.getByText('La descripción es obligatoria')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('modificar la caja inicial cambia la caja final', async ({ page }) => {
  const value = 100_000 + Math.floor(Math.random() * 9000) + 0.25;
  await page.getByRole('button', { name: 'Modificar Caja Inicial' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modificar Caja Inicial' });
  await dialog.getByLabel('Caja inicial del balance').fill('-5');
  await dialog.getByRole('button', { name: 'Guardar caja inicial' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('El monto no puede ser negativo');
  await dialog.getByLabel('Caja inicial del balance').fill(String(value).replace('.', ','));
  await dialog.getByRole('button', { name: 'Guardar caja inicial' }).click();
  await expect(page.getByText('Caja inicial actualizada')).toBeVisible();
  await expect.poll(() => amount(page, 'Caja inicial del balance')).toBeCloseTo(value, 2);
  const ingresos = await amount(page, 'Ingresos');
  const gastos = await amount(page, 'Gastos');
  expect(await amount(page, 'Caja final')).toBeCloseTo(value + ingresos - gastos, 2);
});

test('descargar el CSV del período con decimales en español', async ({ page }) => {
  const descripcion = `=SUMA(1;2) ${unique('prueba')}`;
  await page.getByRole('button', { name: 'Añadir Entrada' }).click();
  const dialog = page.getByRole('dialog', { name: 'Añadir Entrada' });
  await dialog.getByLabel('Monto').fill('1234,5');
  await dialog.getByLabel('Descripción').fill(descripcion);
  await dialog.getByRole('button', { name: 'Guardar entrada' }).click();
  await expect(page.getByText('Entrada añadida exitosamente')).toBeVisible();

  const day = today();
  await page.getByLabel('Desde').fill(day);
  await page.getByLabel('Hasta').fill(day);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Descargar CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`caja_${day}_${day}.csv`);
  const text = await fs.readFile(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFFFecha;Tipo;Descripción;Monto\r\n')).toBe(true);
  const [y, m, d] = day.split('-');
  expect(text).toContain(`${d}/${m}/${y};Ingreso;"'${descripcion}";1234,50\r\n`);
});

test('la fecha "Desde" posterior a "Hasta" no deja descargar', async ({ page }) => {
  await page.getByLabel('Desde').fill('2025-04-01');
  await page.getByLabel('Hasta').fill('2025-03-01');
  await expect(page.getByRole('alert')).toHaveText(
    'La fecha "Desde" no puede ser posterior a la fecha "Hasta"',
  );
  await expect(page.getByRole('button', { name: 'Descargar CSV' })).toBeDisabled();
});

test('la página del balance no tiene desplazamiento horizontal', async ({ page }) => {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
