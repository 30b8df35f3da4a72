import { createSellerByApi } from './account-fixtures.ts';
import { ADMIN, signInByApi, uniqueEmail } from './auth-helpers.ts';
import { expect, test } from './test.ts';

test('deshabilitar a un vendedor con sesión abierta: su próximo clic lo lleva a /login', async ({
  page,
  browser,
}, info) => {
  // Two browsers, an account made and disabled: more steps than the usual 30 s allow on a busy CI.
  test.setTimeout(90_000);
  const email = uniqueEmail(info, 'saliente');
  await signInByApi(page, ADMIN.email, ADMIN.password);
  const nombre = `Vendedor ${info.project.name} ${Math.random().toString(36).slice(2, 7)}`;
  await createSellerByApi(page, email, 'clave-del-vendedor', nombre);

  // The seller works in another browser.
  const sellerContext = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    locale: 'es-AR',
  });
  const seller = await sellerContext.newPage();
  await signInByApi(seller, email, 'clave-del-vendedor');
  await seller.goto('/dashboard/dashboard');
  await expect(seller.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });

  await page.goto('/dashboard/users');
  await page.getByRole('button', { name: `Deshabilitar a ${nombre}` }).click();
  const dialog = page.getByRole('dialog', { name: '¿Deshabilitar la cuenta?' });
  await expect(dialog).toContainText(email);
  await dialog.getByRole('button', { name: 'Deshabilitar' }).click();
  await expect(page.getByText(`Cuenta de ${nombre} deshabilitada`)).toBeVisible();

  // The seller's next click ends on /login.
  // (On a phone that click is "Menú"; at desktop width, the sidebar's Control.)
  if ((seller.viewportSize()?.width ?? 1280) < 768) {
    await seller.getByRole('button', { name: 'Menú' }).click();
  } else {
    await seller
      .getByRole('navigation', { name: 'Panel' })
      .getByRole('link', { name: 'Control' })
      .click();
  }
  await expect(seller).toHaveURL(/\/login/, { timeout: 10_000 });
  const again = await seller.request.post('/api/login/email', {
    data: { email, password: 'clave-del-vendedor' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(again.status()).toBe(403);
  expect((await again.json()).error).toBe('Cuenta deshabilitada');
  await sellerContext.close();
});

test('el administrador no puede deshabilitar su propia cuenta', async ({ page }) => {
  await signInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto('/dashboard/users');
  await page.getByRole('button', { name: 'Deshabilitar a Administración' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Deshabilitar' }).click();
  await expect(page.getByText('No podés deshabilitar tu propia cuenta')).toBeVisible();
});
