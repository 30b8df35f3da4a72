// Issue 33, the customer: Retiro asks only name, e-mail and phone; "Hay campos sin completar"
// points at the blank fields; the Feria choice shows the whole place; toasts sit under the header
// and a success leaves no old error; the chat greeting keeps off "Próxima feria"; producer names
// are whole on the cards.
import type { Locator, Page } from '@playwright/test';
import { addFromDetail, createProduct } from './basket-fixtures.ts';
import { expect, test } from './test.ts';

const confirm = (page: Page) => page.getByRole('button', { name: 'Confirmar pedido' });

async function box(locator: Locator) {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error('sin caja');
  return rect;
}

test('Retiro pide sólo nombre, correo y celular, y "Hay campos sin completar" señala cuáles', async ({
  page,
  request,
}, info) => {
  test.setTimeout(90_000);
  const miel = await createProduct(request, info, 'Miel de monte', { precio: 4200, stock: 5 });
  await addFromDetail(page, miel);
  await page.goto('/cart');

  // The feria choice: each open feria a radio whose place is not cut off.
  const ferias = page.getByRole('group', { name: 'Feria' }).getByRole('radio');
  await expect(ferias.first()).toBeChecked();
  const viewport = page.viewportSize()?.width ?? 0;
  const label = page.getByRole('group', { name: 'Feria' }).locator('label').first();
  const rect = await box(label);
  expect(rect.x + rect.width).toBeLessThanOrEqual(viewport);
  const place = label.locator('span.block').last();
  expect(await place.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

  await page.getByLabel('Retiro').check();
  await expect(page.getByLabel('Dirección')).toHaveCount(0);
  await expect(page.getByLabel('Código postal')).toHaveCount(0);
  await expect(page.getByLabel('Provincia')).toHaveCount(0);
  await page.getByLabel('Efectivo').check();
  await page.getByLabel('Nombre').fill('Martina Gómez');

  await confirm(page).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Hay campos sin completar' });
  await expect(alert).toBeVisible();
  await expect(page.getByLabel('Correo')).toBeFocused();
  await expect(page.getByLabel('Correo')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Celular')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Nombre')).not.toHaveAttribute('aria-invalid', 'true');
  // The toast sits under the sticky header, not over it.
  const header = await box(page.getByRole('banner'));
  expect((await box(alert)).y).toBeGreaterThanOrEqual(header.y + header.height);
  await page.screenshot({ path: `/tmp/shots-csv/cart-missing-${info.project.name}.png` });

  await page.getByLabel('Correo').fill('martina@example.com');
  await page.getByLabel('Celular').fill('3425551234');
  await expect(page.getByLabel('Correo')).not.toHaveAttribute('aria-invalid', 'true');
  await confirm(page).click();
  await expect(page.getByText('Pedido creado exitosamente...')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Hay campos sin completar' })).toHaveCount(
    0,
  );
});

test('el saludo del chat no tapa "Próxima feria" y los productores se leen enteros', async ({
  page,
  request,
}, info) => {
  const marca = 'Cooperativa de Productores Agroecológicos del Norte Santafesino';
  const product = await createProduct(request, info, 'Harina integral', {
    precio: 1800,
    stock: 5,
    marca,
  });
  await page.goto('/');
  const greeting = page.getByText('¡Hola! ¿En qué te podemos ayudar?');
  await expect(greeting).toBeVisible();
  const feria = await box(page.getByTestId('proxima-feria'));
  const bubble = await box(greeting);
  const overlaps =
    feria.y < bubble.y + bubble.height &&
    bubble.y < feria.y + feria.height &&
    feria.x < bubble.x + bubble.width &&
    bubble.x < feria.x + feria.width;
  expect(overlaps).toBe(false);
  await page.screenshot({ path: `/tmp/shots-csv/home-${info.project.name}.png` });

  await page.goto(`/product?q=${encodeURIComponent(product.nombre)}`);
  const card = page.getByRole('article').filter({ hasText: product.nombre });
  const name = card.getByText(marca, { exact: true });
  await expect(name).toBeVisible();
  expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await page.screenshot({ path: `/tmp/shots-csv/card-producer-${info.project.name}.png` });
});
