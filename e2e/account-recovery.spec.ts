import { mailedLink } from './account-fixtures.ts';
import { registerByApi, signInByApi, uniqueEmail } from './auth-helpers.ts';
import { expect, test } from './test.ts';

test('olvidé mi contraseña: el enlace del correo lleva a una contraseña nueva y a la sesión abierta', async ({
  page,
  browser,
}, info) => {
  // A mail to wait for and a second browser: more than the usual 30 s on a busy machine.
  test.setTimeout(90_000);
  const email = uniqueEmail(info, 'olvido');
  await registerByApi(page, email, 'Olga Olvido');
  await page.context().clearCookies();

  await page.goto('/login');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL(/\/recuperar$/);
  await expect(page.getByRole('heading', { name: 'Recuperar contraseña' })).toBeVisible();
  await page.getByLabel('Correo').fill(email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByText('Si el correo está registrado, te enviamos un enlace')).toBeVisible();

  await expect.poll(() => mailedLink(email, 'reset'), { timeout: 15_000 }).not.toBeNull();
  const link = (await mailedLink(email, 'reset'))!;
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(
    page.getByText('Al menos 8 caracteres y que no sea una contraseña común.').first(),
  ).toBeVisible();
  await page.getByLabel('Nueva contraseña').fill('corta');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('La contraseña debe tener al menos 8 caracteres')).toBeVisible();
  await page.getByLabel('Nueva contraseña').fill('password123');
  await page.getByLabel('Repetir contraseña').fill('password123');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('Esa contraseña es muy común, elegí otra').first()).toBeVisible();
  await page.getByLabel('Nueva contraseña').fill('girasol-de-invierno');
  await page.getByLabel('Repetir contraseña').fill('girasol-de-invierno');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('Tu contraseña quedó cambiada')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: 10_000 });
  const session = await page.request.get('/api/session');
  expect((await session.json()).email).toBe(email);

  // The link works once.
  const other = await browser.newPage();
  await other.goto(new URL(link).pathname + new URL(link).search);
  await other.getByLabel('Nueva contraseña').fill('otra-clave-larga');
  await other.getByLabel('Repetir contraseña').fill('otra-clave-larga');
  await other.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(other.getByText('El enlace no es válido o venció').first()).toBeVisible();
  await other.close();
});

test('cambiar la contraseña desde Perfil', async ({ page }, info) => {
  const email = uniqueEmail(info, 'cambio');
  await registerByApi(page, email, 'Carla Cambio');
  await page.goto('/');
  await page.getByRole('button', { name: 'Mi cuenta: Carla Cambio' }).click();
  await page.getByRole('button', { name: 'Perfil' }).click();
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  const form = page.getByRole('form', { name: 'Cambiar contraseña' });
  await form.getByLabel('Contraseña actual').fill('no-es-la-mia');
  await form.getByLabel('Nueva contraseña').fill('huerta-del-sur-9');
  await form.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(form.getByText('La contraseña actual no es correcta')).toBeVisible();
  await form.getByLabel('Contraseña actual').fill('clave-cliente');
  await form.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('Tu contraseña quedó cambiada')).toBeVisible();

  await page.context().clearCookies();
  await signInByApi(page, email, 'huerta-del-sur-9');
});
