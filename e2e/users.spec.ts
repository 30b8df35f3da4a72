import { ADMIN, dashboardNav, signInByApi, uniqueEmail } from './auth-helpers.ts';
import { expect, test } from './test.ts';

test('el administrador crea un vendedor desde Usuarios; el vendedor solo ve Control, Entregas y Cerrar Sesión', async ({
  page,
}, info) => {
  const email = uniqueEmail(info, 'vendedora');
  await signInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto('/dashboard/users');
  await expect(page.getByRole('heading', { name: 'Administrar usuarios' })).toBeVisible();
  await expect(page.getByText(ADMIN.email).filter({ visible: true })).toBeVisible();

  const form = page.getByRole('form', { name: 'Crear nuevo usuario' });
  await form.getByRole('button', { name: 'Crear usuario' }).click();
  for (const message of [
    'El nombre es obligatorio',
    'El email es obligatorio',
    'La contraseña es obligatoria',
    'El rol es obligatorio',
  ]) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await form.getByLabel('Nombre').fill('M');
  await form.getByLabel('Correo').fill('no-es-email');
  await form.getByLabel('Contraseña').fill('123');
  await form.getByRole('button', { name: 'Crear usuario' }).click();
  await expect(form.getByText('El nombre debe tener al menos 2 caracteres')).toBeVisible();
  await expect(form.getByText('El email es inválido')).toBeVisible();
  await expect(form.getByText('La contraseña debe tener al menos 8 caracteres')).toBeVisible();

  await form.getByLabel('Nombre').fill('Marta Vendedora');
  await form.getByLabel('Correo').fill(email);
  await form.getByLabel('Contraseña').fill('clave-marta');
  await form.getByLabel('Rol').selectOption({ label: 'Vendedor' });
  await form.getByRole('button', { name: 'Crear usuario' }).click();
  await expect(page.getByText('Usuario creado y guardado')).toBeVisible();
  await expect(page.getByText(email).filter({ visible: true })).toBeVisible();
  await expect(form.getByLabel('Correo')).toHaveValue('');

  // The same e-mail again: the server's answer shows under the field.
  await form.getByLabel('Nombre').fill('Marta Otra');
  await form.getByLabel('Correo').fill(email.toUpperCase());
  await form.getByLabel('Contraseña').fill('clave-marta');
  await form.getByLabel('Rol').selectOption({ label: 'Vendedor' });
  await form.getByRole('button', { name: 'Crear usuario' }).click();
  await expect(form.getByText('El email ya está registrado')).toBeVisible();
  await expect(page.getByText('Error al crear nuevo vendedor')).toBeVisible();

  // Sign out from the sidebar, then in as the new seller.
  const adminNav = await dashboardNav(page);
  await expect(adminNav).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Correo').fill(email);
  await page.getByLabel('Contraseña').fill('clave-marta');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/dashboard\/dashboard$/);
  const nav = await dashboardNav(page);
  await expect(nav.getByRole('link')).toHaveCount(2);
  await expect(nav.getByRole('link', { name: 'Control' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Entregas' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cerrar Sesión' })).toBeVisible();
  await expect(page.getByText('Vendedor', { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(page.getByText('Marta Vendedora').filter({ visible: true })).toBeVisible();

  // An admin page is refused to a seller.
  await page.goto('/dashboard/users');
  await expect(
    page.getByRole('heading', { name: 'No tienes permisos para acceder a esta seccion' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
