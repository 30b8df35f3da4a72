// Mails of the account journeys, read from the .eml files the e2e server's mail worker writes
// under DATA_DIR/mail (SMTP_URL is unset there).
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { origin } from './auth-helpers.ts';

/** Quoted-printable undone: soft line breaks and =XX bytes (links come out whole). */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_m, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    ),
    'latin1',
  ).toString('utf8');
}

/** The newest link to `/{page}?token=…` mailed to `to`, or null while none is written. */
export async function mailedLink(to: string, page: 'reset' | 'verificar'): Promise<string | null> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'mail');
  const names = (await fs.readdir(dir).catch(() => [] as string[])).filter((n) =>
    n.endsWith('.eml'),
  );
  let found: string | null = null;
  for (const name of names.sort()) {
    const text = decodeQuotedPrintable(await fs.readFile(path.join(dir, name), 'utf8'));
    if (!text.includes(`To: ${to}`)) continue;
    const link = new RegExp(`https?://[^\\s"<>]+/${page}\\?token=[\\w-]+`).exec(text);
    if (link) found = link[0];
  }
  return found;
}

/** A seller created by the admin through the API (the page is left signed in as the admin). */
export async function createSellerByApi(
  page: Page,
  email: string,
  password: string,
  nombre: string,
) {
  const res = await page.request.post('/api/user/seller', {
    data: { email, nombre, password, role: 'seller' },
    headers: { origin: origin() },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).user as { uid: string };
}
