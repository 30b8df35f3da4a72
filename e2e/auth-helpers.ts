import { expect, type Page, type TestInfo } from '@playwright/test';

/** The shop's address in this run (playwright.config.ts picks the port). */
export const origin = () => `http://127.0.0.1:${process.env.E2E_PORT}`;

export const ADMIN = { email: 'admin@feria.local', password: 'admin-e2e-clave' };

/** An e-mail no other test (nor the other project) uses. */
export function uniqueEmail(info: TestInfo, who: string): string {
  const tag = `${info.project.name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  return `${who}-${tag}@prueba.local`;
}

/** Signs the page's browser in through the API (the UI sign-in has its own tests). */
export async function signInByApi(page: Page, email: string, password: string): Promise<void> {
  const res = await page.request.post('/api/login/email', {
    data: { email, password },
    headers: { origin: origin() },
  });
  expect(res.status()).toBe(200);
}

/** Registers a customer through the API; the page's browser is then signed in as them. */
export async function registerByApi(page: Page, email: string, name = 'Cliente de Prueba') {
  const res = await page.request.post('/api/user/create', {
    data: {
      name,
      email,
      password: 'clave-cliente',
      state: 'Santa Fe',
      postalCode: '3000',
      address: 'San Martín 1234',
    },
    headers: { origin: origin() },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).user as { uid: string };
}

/** The back-office navigation; on a phone it lives in the drawer behind "Menú". */
export async function dashboardNav(page: Page) {
  if ((page.viewportSize()?.width ?? 1280) < 768) {
    await page.getByRole('button', { name: 'Menú' }).click();
  }
  return page.getByRole('navigation', { name: 'Panel' });
}
