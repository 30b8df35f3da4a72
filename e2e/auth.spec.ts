import { ADMIN, dashboardNav, registerByApi, uniqueEmail } from './auth-helpers.ts';
import { expect, test } from './test.ts';

test('registrarse deja la sesión abierta; el panel de cuenta lleva a Compras, muestra el Perfil y Cerrar sale', async ({
  page,
}, info) => {
  const email = uniqueEmail(info, 'lucia');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Registrate' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByLabel('Nombre').fill('Lucía Gómez');
  await page.getByLabel('Correo').fill(email);
  await page.getByLabel('Contraseña').fill('clave-lucia');
  await page.getByLabel('Provincia').selectOption('Santa Fe');
  await page.getByLabel('Código postal').fill('3000');
  await page.getByLabel('Dirección').fill('Bv. Pellegrini 2500');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('Usuario creado exitosamente')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const account = page.getByRole('button', { name: /Mi cuenta/ });
  await account.click();
  const panel = page.getByRole('dialog', { name: 'Lucía Gómez' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Compras' })).toHaveAttribute(
    'href',
    /^\/userpurchase\/[\w-]+$/,
  );
  await expect(panel.getByRole('link', { name: 'Ayuda' })).toBeVisible();
  await panel.getByRole('button', { name: 'Perfil' }).click();
  await expect(panel.getByText('Argentina')).toBeVisible();
  await expect(panel.getByText('Bv. Pellegrini 2500')).toBeVisible();
  await expect(panel.getByText(email)).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(account).toBeFocused();

  await account.click();
  await panel.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page.getByText('Saliendo...')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  expect((await page.request.get('/api/session')).status()).toBe(401);
});

test('el registro muestra cada mensaje bajo su campo', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  for (const message of [
    'El nombre es obligatorio',
    'El email es obligatorio',
    'La contraseña es obligatoria',
    'La provincia es obligatoria',
    'El código postal es obligatorio',
    'La dirección es obligatoria',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page.getByLabel('Nombre')).toBeFocused();
  await page.getByLabel('Contraseña').fill('123');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('La contraseña debe tener al menos 8 caracteres')).toBeVisible();
});

test('/login: título, campos obligatorios, "O bien registrate" y sin botón de Google si no está configurado', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Iniciar Sesión' })).toBeVisible();
  await expect(page.getByText('O bien registrate')).toBeVisible();
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByText('El email es obligatorio')).toBeVisible();
  await expect(page.getByText('La contraseña es obligatoria')).toBeVisible();
  await page.getByLabel('Correo').fill(ADMIN.email);
  await page.getByLabel('Contraseña').fill('no-es-la-clave');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByText('Error al ingresar')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  const scripts = await page.locator('script[src*="accounts.google.com"]').count();
  expect(scripts).toBe(0);
});

test('el administrador ingresa y llega a Control, con su rol en la barra lateral', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Correo').fill(ADMIN.email);
  await page.getByLabel('Contraseña').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByText('Ingreso exitoso, redirigiendo..')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/dashboard$/);
  const nav = await dashboardNav(page);
  for (const label of ['Control', 'Productos', 'Ventas', 'Usuarios', 'Carrusel', 'Balance']) {
    await expect(nav.getByRole('link', { name: label })).toBeVisible();
  }
  await expect(
    page.getByText('Administrador', { exact: true }).filter({ visible: true }),
  ).toBeVisible();
  if ((page.viewportSize()?.width ?? 1280) < 768) {
    // The phone's drawer is a modal dialog: Escape closes it and gives focus back to "Menú".
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menú' })).toBeFocused();
  }
});

test('un cliente que abre /dashboard/sales ve el mensaje de permisos y vuelve al inicio', async ({
  page,
}, info) => {
  await registerByApi(page, uniqueEmail(info, 'cliente'));
  await page.goto('/');
  await expect(page.getByRole('button', { name: /Mi cuenta/ })).toBeVisible();
  // Only admins get the back-office shortcut in the navigation bar.
  await expect(page.getByRole('link', { name: 'Panel' })).toHaveCount(0);
  await page.goto('/dashboard/sales');
  await expect(
    page.getByRole('heading', { name: 'No tienes permisos para acceder a esta seccion' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('un visitante en /dashboard/products ve "No estás autorizado a ingresar aquí", va a /login y vuelve tras ingresar', async ({
  page,
}) => {
  await page.goto('/dashboard/products');
  await expect(
    page.getByRole('heading', { name: 'No estás autorizado a ingresar aquí' }),
  ).toBeVisible();
  await expect(page.getByText('No autorizado, redirigiendo...')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%2Fproducts$/);
  await page.getByLabel('Correo').fill(ADMIN.email);
  await page.getByLabel('Contraseña').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/dashboard\/products$/);
});
