// MARKET.md §3 (issue 28): a sale kept on the phone belongs to the seller who made it. Signing out
// with such sales asks first and keeps them; signing out with no signal ends the server's session
// when the connection returns, and Control never opens from the old session meanwhile. Another
// seller sees those sales under "Revisar" and cannot send them as their own.
import type { Page } from '@playwright/test';
import { request as apiRequest } from '@playwright/test';
import { signInByApi } from './auth-helpers.ts';
import { createProduct } from './basket-fixtures.ts';
import { stockOf } from './sales-fixtures.ts';
import {
  clickSignOut,
  openControlWithApp,
  sellOne,
  signInAsSellerNamed,
} from './stall-fixtures.ts';
import { expect, test } from './test.ts';

test.describe.configure({ timeout: 150_000 });

const banner = (page: Page) => page.getByRole('region', { name: 'Ventas sin enviar' });

test('las ventas guardadas son de quien las hizo: salir sin señal, otra vendedora no las envía, su dueña sí', async ({
  page,
  context,
  request,
  baseURL,
}, info) => {
  const yerba = await createProduct(request, info, 'Yerba de Ana', { precio: 1000, stock: 6 });
  const ana = await signInAsSellerNamed(page, info, 'Ana Puestera');
  await openControlWithApp(page);

  await context.setOffline(true);
  await sellOne(page, yerba.nombre, 'Cliente uno');
  await sellOne(page, yerba.nombre);
  await expect(banner(page).getByRole('status')).toHaveText('Sin conexión · 2 ventas por enviar');
  const cookies = await context.cookies();
  const oldSession = cookies.map((c) => `${c.name}=${c.value}`).join('; ');

  // Signing out with sales on the phone asks first; "Cancelar" keeps the session.
  await clickSignOut(page);
  const ask = page.getByRole('dialog', { name: 'Cerrar sesión' });
  await expect(ask).toContainText(
    'Hay 2 ventas sin enviar. Si cerrás sesión quedan guardadas en este teléfono hasta que vuelvas a ingresar',
  );
  await ask.screenshot({ path: info.outputPath('cerrar-sesion.png') });
  await ask.getByRole('button', { name: 'Cancelar' }).click();
  await expect(ask).toBeHidden();
  await clickSignOut(page);
  await ask.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login/);

  // Still no signal: Control does not open from the old session (it was forgotten on the phone).
  await page.goto('/dashboard/dashboard');
  await expect(page).toHaveURL(/\/login\?next=/);
  await expect(page.getByRole('heading', { name: 'Iniciar Sesión' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Punto de venta' })).toHaveCount(0);

  // The connection returns: the sign-out reaches the server, and the old cookie is worth nothing.
  await context.setOffline(false);
  const probe = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { cookie: oldSession } });
  await expect
    .poll(async () => (await probe.get('/api/session')).status(), { timeout: 15_000 })
    .toBe(401);
  await probe.dispose();
  expect(await stockOf(request, yerba.id)).toBe(6);

  // Another seller on the same phone: Ana's sales under "Revisar", named, and never sent.
  await signInAsSellerNamed(page, info, 'Beto Puestero');
  await page.goto('/dashboard/dashboard');
  await expect(banner(page)).toContainText('2 para revisar');
  await expect(banner(page).getByRole('status')).toHaveCount(0);
  await expect(banner(page).getByRole('button', { name: 'Enviar ahora' })).toHaveCount(0);
  await banner(page).getByRole('button', { name: 'Abrir Revisar' }).click();
  const review = banner(page).getByRole('list', { name: 'Revisar' }).getByRole('listitem');
  await expect(review).toHaveCount(2);
  await expect(review.first()).toContainText('Venta de otra persona: Ana Puestera');
  await expect(review.nth(1)).toContainText('Venta de otra persona: Ana Puestera');
  await expect(review.getByRole('button')).toHaveCount(0); // no Editar, no Descartar
  await banner(page).screenshot({ path: info.outputPath('otra-persona.png') });
  await page.reload();
  await expect(banner(page)).toContainText('2 para revisar');
  expect(await stockOf(request, yerba.id)).toBe(6);

  // Ana signs in again: her two sales go by themselves.
  await signInByApi(page, ana.email, ana.password);
  await page.goto('/dashboard/dashboard');
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => stockOf(request, yerba.id)).toBe(4);
});
