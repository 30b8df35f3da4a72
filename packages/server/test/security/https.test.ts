// Behind https (PUBLIC_URL https://…): HSTS, upgrade of insecure requests, and the session cookie
// with Secure and the __Host- prefix (no Domain, Path=/), so no subdomain or http page can set it.
import { expect, test } from 'vitest';
import { users } from '../../src/db/schema.ts';
import { hashPassword } from '../../src/shared/password.ts';
import { buildTestApp } from '../support/app.ts';

const SHOP = 'https://feria.example';
const t = buildTestApp({ PUBLIC_URL: SHOP });

test('con https: HSTS, upgrade-insecure-requests y cookie __Host- con Secure', async () => {
  const health = await t.request({ method: 'GET', url: '/api/health', headers: { origin: SHOP } });
  expect(health.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  expect(String(health.headers['content-security-policy'])).toContain('upgrade-insecure-requests');

  await t.database.db.insert(users).values({
    id: 'u1',
    email: 'ana@example.com',
    nombre: 'Ana',
    rol: 'user',
    passwordHash: await hashPassword('secreta1'),
  });
  const login = await t.request({
    method: 'POST',
    url: '/api/login/email',
    headers: { origin: SHOP },
    payload: { email: 'ana@example.com', password: 'secreta1' },
  });
  expect(login.statusCode).toBe(200);
  const cookie = String(login.headers['set-cookie']);
  expect(cookie).toMatch(/^__Host-feria=[A-Za-z0-9_-]{40,};/);
  for (const flag of ['HttpOnly', 'Secure', 'SameSite=Lax', 'Path=/'])
    expect(cookie).toContain(flag);
  expect(cookie).not.toContain('Domain=');

  // The cookie works back, and the http origin of the same host is not the shop's.
  const pair = cookie.split(';')[0]!;
  const session = await t.request({ method: 'GET', url: '/api/session', cookie: pair });
  expect(session.statusCode).toBe(200);
  const fromHttp = await t.request({
    method: 'POST',
    url: '/api/logout',
    cookie: pair,
    headers: { origin: 'http://feria.example' },
  });
  expect(fromHttp.statusCode).toBe(403);
});
