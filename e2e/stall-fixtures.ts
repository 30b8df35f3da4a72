// The point of sale as a seller uses it (issue 33): find a product with the search, touch its row,
// and open "Orden Actual" (a sheet from the bottom bar on a phone, beside the list on a desktop).
import { expect, type Page, type TestInfo } from '@playwright/test';
import { ADMIN, origin, signInByApi, uniqueEmail } from './auth-helpers.ts';

export const ticket = (page: Page) => page.getByRole('region', { name: 'Orden Actual' });
export const searchBox = (page: Page) =>
  page.getByRole('searchbox', { name: 'Buscar por nombre o SKU' });
export const productRow = (page: Page, nombre: string) =>
  page.getByRole('button', { name: new RegExp(`^Agregar ${nombre}`) });

/** Searches a product and touches its row once. */
export async function addProduct(page: Page, nombre: string): Promise<void> {
  await searchBox(page).fill(nombre);
  const row = productRow(page, nombre);
  await expect(row).toHaveCount(1);
  await row.click();
}

/** "Orden Actual" on screen: on a phone the bottom bar opens it; on a desktop it is already there. */
export async function openTicket(page: Page) {
  const bar = page.getByRole('button', { name: /Ver orden$/ });
  await expect(bar.or(ticket(page)).first()).toBeVisible();
  if (await bar.isVisible()) await bar.click();
  await expect(ticket(page)).toBeVisible();
  return ticket(page);
}

/** A sale of one product with what the ticket comes with (Efectivo, Retiro), named if given. */
export async function sellOne(page: Page, nombre: string, cliente?: string): Promise<void> {
  await addProduct(page, nombre);
  const orden = await openTicket(page);
  if (cliente) await orden.getByLabel('Nombre del cliente').fill(cliente);
  await orden.getByRole('button', { name: 'Crear Venta' }).click();
}

/** A new seller with this name, made by the admin; the page ends signed in as them. */
export async function signInAsSellerNamed(page: Page, info: TestInfo, nombre: string) {
  await signInByApi(page, ADMIN.email, ADMIN.password);
  const seller = { email: uniqueEmail(info, 'vendedor'), nombre, password: 'clave-vendedora' };
  const res = await page.request.post('/api/user/seller', {
    data: { ...seller, role: 'seller' },
    headers: { origin: origin() },
  });
  expect(res.status()).toBe(201);
  await signInByApi(page, seller.email, seller.password);
  return seller;
}

/** "Cerrar Sesión" of the back-office: in the sidebar, or in the "Menú" drawer on a phone. */
export async function clickSignOut(page: Page): Promise<void> {
  const signOut = page.getByRole('button', { name: 'Cerrar Sesión' }).filter({ visible: true });
  if ((await signOut.count()) === 0) {
    await page.getByRole('button', { name: 'Menú', exact: true }).click();
  }
  await signOut.click();
}

/** Control, under the service worker's control (the first visit installs it). */
export async function openControlWithApp(page: Page): Promise<void> {
  await page.goto('/dashboard/dashboard');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
  await expect(page.getByRole('region', { name: 'Caja' })).toBeVisible();
}
