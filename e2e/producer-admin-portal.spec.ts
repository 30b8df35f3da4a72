// MARKET §15 (admin screens): Productores → "Acceso del productor" and Productos → "Precios
// propuestos". The producer's own side is played through the API with the session its
// invitation link gives.
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expectAccessible } from './accessible.ts';
import { mailedLink } from './account-fixtures.ts';
import { ADMIN, origin, signInByApi, uniqueEmail } from './auth-helpers.ts';
import { createShopProduct, type ShopProduct, uniqueTag } from './storefront-fixtures.ts';
import { expect, test } from './test.ts';

const headers = () => ({ origin: origin() });

async function shot(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: info.outputPath(`${name}-${info.project.name}.png`) });
}

/** The producer chooses a password through the invitation and proposes two prices. */
async function proposeAsProducer(
  request: APIRequestContext,
  email: string,
  prices: [ShopProduct, number][],
) {
  await expect.poll(() => mailedLink(email, 'reset'), { timeout: 20_000 }).not.toBeNull();
  const token = new URL((await mailedLink(email, 'reset'))!).searchParams.get('token');
  const reset = await request.post('/api/password/reset', {
    data: { token, password: 'clave-del-productor' },
    headers: headers(),
  });
  expect(reset.status()).toBe(200);
  for (const [product, precio] of prices) {
    const res = await request.post(`/api/productor/productos/${product.id}/precio-propuesto`, {
      data: { precio },
      headers: headers(),
    });
    expect(res.status()).toBe(201);
  }
}

test('el admin da acceso a un productor, acepta un precio propuesto y rechaza otro con motivo', async ({
  page,
  playwright,
}, info) => {
  test.setTimeout(180_000); // two products, axe twice and a mail on a shared, busy machine
  const tag = uniqueTag(info);
  const marca = `Huerta Portal ${tag}`;
  const acelga = await createShopProduct(page.request, {
    nombre: `Acelga ${tag}`,
    marca,
    precio: 1000,
  });
  const miel = await createShopProduct(page.request, {
    nombre: `Miel ${tag}`,
    marca,
    precio: 2000,
  });
  const email = uniqueEmail(info, 'productor');

  await signInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto('/dashboard/productores');
  const card = page.getByRole('listitem').filter({ hasText: marca });
  await expect(card.getByText('Sin acceso a Mi puesto')).toBeVisible();
  await card.getByRole('button', { name: `Acceso del productor ${marca}` }).click();
  const access = page.getByRole('dialog', { name: 'Acceso del productor' });
  await expect(access.getByText(marca)).toBeVisible();
  await access.getByLabel('Email').fill('no-es-un-correo');
  await access.getByRole('button', { name: 'Dar acceso' }).click();
  await expect(access.getByText('El email es inválido')).toBeVisible();
  await access.getByLabel('Email').fill(ADMIN.email);
  await access.getByRole('button', { name: 'Dar acceso' }).click();
  await expect(access.getByRole('alert')).toHaveText('Ese correo es de una cuenta del personal');
  await expectAccessible(page, 'acceso del productor', '[role="dialog"]');

  await access.getByLabel('Email').fill(email);
  await access.getByRole('button', { name: 'Dar acceso' }).click();
  await expect(page.getByText(`Invitación enviada a ${email}`)).toBeVisible();
  await expect(access.getByText(email)).toBeVisible();
  await expect(access.getByText('Puede ingresar a Mi puesto')).toBeVisible();
  await access.getByRole('button', { name: 'Deshabilitar' }).click();
  await expect(access.getByText('Acceso deshabilitado')).toBeVisible();
  await expect(card.getByText('Acceso deshabilitado')).toBeVisible();
  await access.getByRole('button', { name: 'Habilitar' }).click();
  await expect(access.getByText('Puede ingresar a Mi puesto')).toBeVisible();
  await expectAccessible(page, 'acceso del productor con acceso', '[role="dialog"]');
  await shot(page, info, 'acceso-del-productor');
  await access.getByRole('button', { name: 'Cerrar' }).click();
  await expect(card.getByText(`Acceso: ${email}`)).toBeVisible();

  const producer = await playwright.request.newContext({ baseURL: origin() });
  await proposeAsProducer(producer, email, [
    [acelga, 1125],
    [miel, 1800],
  ]);
  await producer.dispose();

  await page.goto('/dashboard/products');
  await page.getByRole('button', { name: /^Precios propuestos \(\d+\)$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Precios propuestos' });
  const acelgaItem = dialog.getByRole('listitem').filter({ hasText: acelga.nombre });
  const mielItem = dialog.getByRole('listitem').filter({ hasText: miel.nombre });
  await expect(acelgaItem).toContainText(marca);
  await expect(acelgaItem).toContainText('$ 1.000,00');
  await expect(acelgaItem).toContainText('$ 1.125,00');
  await expect(acelgaItem).toContainText('(+12,5 %)');
  await expect(mielItem).toContainText('(-10,0 %)');
  await expectAccessible(page, 'precios propuestos', '[role="dialog"]');
  await shot(page, info, 'precios-propuestos');

  await acelgaItem.getByRole('button', { name: `Aceptar ${acelga.nombre}` }).click();
  await expect(page.getByText(`Nuevo precio de ${acelga.nombre}: $ 1.125,00`)).toBeVisible();
  await expect(acelgaItem).toHaveCount(0);

  await mielItem.getByRole('button', { name: `Rechazar ${miel.nombre}` }).click();
  await mielItem.getByRole('button', { name: 'Confirmar rechazo' }).click();
  await expect(mielItem.getByText('Escribí el motivo del rechazo')).toBeVisible();
  await expectAccessible(page, 'rechazo con motivo', '[role="dialog"]');
  await shot(page, info, 'rechazo-motivo');
  await mielItem.getByLabel('Motivo').fill('Ese precio no cubre el flete');
  await mielItem.getByRole('button', { name: 'Confirmar rechazo' }).click();
  await expect(page.getByText(`Propuesta de ${miel.nombre} rechazada`)).toBeVisible();
  await expect(mielItem).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cerrar' }).click();

  // The products list was refreshed by the decision: the accepted price, the other one kept.
  await page.getByLabel('Buscar por nombre, categoría o SKU').fill(tag);
  await expect(page.getByText('$ 1.125,00', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('$ 2.000,00', { exact: true }).first()).toBeVisible();
  const rejected = await page.request.get('/api/precios/propuestas?estado=rechazada');
  const mine = ((await rejected.json()) as { productoId: number; motivo: string }[]).find(
    (p) => p.productoId === miel.id,
  );
  expect(mine?.motivo).toBe('Ese precio no cubre el flete');

  // "Quitar acceso" asks first; then the card says it has none.
  await page.goto('/dashboard/productores');
  await card.getByRole('button', { name: `Acceso del productor ${marca}` }).click();
  await access.getByRole('button', { name: 'Quitar acceso' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Quitar el acceso?' });
  await expect(confirm).toContainText(`${email} deja de ser el acceso de ${marca}`);
  await confirm.getByRole('button', { name: 'Quitar acceso' }).click();
  await expect(page.getByText(`${marca} ya no tiene acceso`)).toBeVisible();
  await expect(access.getByLabel('Email')).toBeVisible();
  await access.getByRole('button', { name: 'Cerrar' }).click();
  await expect(card.getByText('Sin acceso a Mi puesto')).toBeVisible();
});
