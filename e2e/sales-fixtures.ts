// Data for the point-of-sale and sales tests, made through the API with unique names so no other
// test file (nor the other project) touches it.
import fs from 'node:fs/promises';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, type TestInfo } from '@playwright/test';
import { ADMIN, origin, signInByApi, uniqueEmail } from './auth-helpers.ts';

/** A new seller account created by the admin; the page ends signed in as that seller. */
export async function signInAsNewSeller(page: Page, info: TestInfo) {
  await signInByApi(page, ADMIN.email, ADMIN.password);
  const seller = {
    email: uniqueEmail(info, 'vendedor'),
    nombre: 'Vendedora de Prueba',
    password: 'clave-vendedora',
  };
  const res = await page.request.post('/api/user/seller', {
    data: { ...seller, role: 'seller' },
    headers: { origin: origin() },
  });
  expect(res.status()).toBe(201);
  await signInByApi(page, seller.email, seller.password);
  return seller;
}

/** A point-of-sale sale made through the API by whoever the request is signed in as. */
export async function posSaleByApi(
  request: APIRequestContext,
  productos: { id: number; cantidad: number }[],
  formaPago: string,
  cliente: Record<string, string>,
): Promise<{ id: number; total: string }> {
  const res = await request.post('/api/sheets/sale', {
    headers: { origin: origin() },
    data: { productos, formaPago, envio: 'retiro', cliente, canal: 'pos' },
  });
  expect(res.status()).toBe(201);
  return res.json();
}

export async function stockOf(request: APIRequestContext, id: number): Promise<number> {
  const res = await request.get(`/api/sheets/data/${id}`);
  return (await res.json()).stock;
}

/**
 * The .eml the server's mail worker wrote for this address and subject (SMTP_URL is unset in the
 * e2e server, so the outbox goes to DATA_DIR/mail), or null while it has not been written.
 */
export async function writtenMail(to: string, subject: string): Promise<string | null> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'mail');
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  for (const name of names.filter((n) => n.endsWith('.eml'))) {
    const text = await fs.readFile(path.join(dir, name), 'utf8');
    if (text.includes(`To: ${to}`) && text.includes(`Subject: ${subject}`)) return text;
  }
  return null;
}
