// Issue 9 "Accessibility": the basket and checkout with the keyboard alone, from a product's page to
// the confirmed order. No click: focus moves with Tab / Shift+Tab, and Enter, Space and the arrow
// keys act. Each stop must also show where the focus is.
import type { Locator, Page } from '@playwright/test';
import { basketButton, createProduct } from './basket-fixtures.ts';
import { expect, test } from './test.ts';

const isFocused = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails if it never gets it. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', max = 80) {
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) {
      await expectVisibleFocus(page);
      return;
    }
    await page.keyboard.press(key);
  }
  throw new Error(`El foco nunca llegó a ${target} con ${key}`);
}

/** A keyboard user must see where the focus is: an outline or a ring (box-shadow). */
async function expectVisibleFocus(page: Page) {
  const indicator = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return null;
    const style = getComputedStyle(el);
    return {
      outline: style.outlineStyle !== 'none' && style.outlineWidth !== '0px',
      ring: style.boxShadow !== 'none',
      tag: el.outerHTML.slice(0, 80),
    };
  });
  expect(
    indicator?.outline || indicator?.ring,
    `sin indicador de foco: ${indicator?.tag}`,
  ).toBeTruthy();
}

test('con el teclado solo: agregar a la canasta, abrirla, completar los datos y confirmar el pedido', async ({
  page,
  request,
}, info) => {
  const yerba = await createProduct(request, info, 'Yerba de teclado', { precio: 3100, stock: 6 });
  await page.goto(`/product/${yerba.id}`);
  await expect(page.getByRole('heading', { level: 1, name: yerba.nombre })).toBeVisible();

  // Two units: the quantity field takes the arrow keys, the button takes Enter.
  const quantity = page.getByRole('spinbutton', { name: 'Cantidad', exact: true });
  await tabTo(page, quantity);
  await page.keyboard.press('ArrowUp');
  await expect(quantity).toHaveValue('2');
  await tabTo(page, page.getByRole('button', { name: 'Agregar a la canasta' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Producto agregado a la canasta')).toBeVisible();

  // Back up to the basket in the navigation bar; its panel opens with the focus inside.
  await tabTo(page, basketButton(page), 'Shift+Tab');
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Tu canasta' });
  await expect(panel).toBeVisible();
  await expect.poll(() => isFocused(panel)).toBe(true);
  await expect(panel.getByTestId('basket-total')).toHaveText('$ 6.200,00');
  await tabTo(page, panel.getByRole('button', { name: 'Continuar compra' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);

  // The form, field after field in the order of the page.
  const fields: [string, string][] = [
    ['Nombre', 'Teresa Teclado'],
    ['Correo', 'teresa@example.com'],
    ['Provincia', 'Santa Fe'],
    ['Dirección', 'Bv. Gálvez 1500'],
    ['Código postal', '3000'],
    ['Celular', '3425550101'],
  ];
  await tabTo(page, page.getByLabel('Nombre'));
  for (const [label, value] of fields) {
    await expect(page.getByLabel(label, { exact: true })).toBeFocused();
    await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
  for (const [label, value] of fields)
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);

  // Radio groups: Tab reaches the group, Space chooses.
  await tabTo(page, page.getByLabel('Efectivo'));
  await page.keyboard.press('Space');
  await expect(page.getByLabel('Efectivo')).toBeChecked();
  await tabTo(page, page.getByLabel('Retiro'));
  await page.keyboard.press('Space');
  await expect(page.getByLabel('Retiro')).toBeChecked();

  await tabTo(page, page.getByRole('button', { name: 'Confirmar pedido' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Pedido creado exitosamente...')).toBeVisible();
  const product = await (await request.get(`/api/sheets/data/${yerba.id}`)).json();
  expect(product.stock).toBe(4);
});
