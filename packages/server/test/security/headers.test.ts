// Issue 9 "Checks": security headers on every kind of answer, the session cookie's flags on plain
// http, and CORS that never hands our answers to another site.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, expect, test } from 'vitest';
import { users } from '../../src/db/schema.ts';
import { hashPassword } from '../../src/shared/password.ts';
import { buildTestApp, ORIGIN } from '../support/app.ts';
import { insertProduct } from '../support/fixtures.ts';

const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'feria-headers-web-'));
fs.mkdirSync(path.join(webDir, 'assets'));
fs.writeFileSync(
  path.join(webDir, 'index.html'),
  '<!doctype html><html><head><title>Feria</title></head><body></body></html>',
);
fs.writeFileSync(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
const t = buildTestApp({}, { webDir });
afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));

const EVIL = 'https://tienda-falsa.example';

function expectSecurityHeaders(res: LightMyRequestResponse, where: string) {
  const csp = String(res.headers['content-security-policy'] ?? '');
  const directives = new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([k, ...v]) => [k, v]),
  );
  expect(directives.get('default-src'), where).toEqual(["'self'"]);
  expect(directives.get('script-src'), where).not.toContain("'unsafe-inline'");
  expect(directives.get('script-src'), where).not.toContain("'unsafe-eval'");
  expect(directives.get('frame-ancestors'), where).toEqual(["'none'"]);
  expect(directives.get('object-src'), where).toEqual(["'none'"]);
  expect(directives.get('base-uri'), where).toEqual(["'self'"]);
  expect(res.headers['x-content-type-options'], where).toBe('nosniff');
  expect(res.headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
  expect(res.headers['strict-transport-security'], where).toBeUndefined(); // plain http here
  expect(res.headers['x-powered-by'], where).toBeUndefined();
}

test('toda respuesta lleva CSP sin scripts en línea, nosniff, frame-ancestors y política de referer', async () => {
  const product = await insertProduct(t.database.db);
  const { cookie } = await t.signIn('user');
  const calls: [string, Parameters<typeof t.request>[0]][] = [
    ['API 200', { method: 'GET', url: '/api/health' }],
    ['API 200 con sesión', { method: 'GET', url: '/api/session', cookie }],
    ['API 401', { method: 'GET', url: '/api/session' }],
    ['API 403', { method: 'GET', url: '/api/user/users', cookie }],
    ['API 404', { method: 'GET', url: '/api/no-existe' }],
    [
      'API 400',
      {
        method: 'POST',
        url: '/api/sheets/sale',
        payload: '{roto',
        headers: { 'content-type': 'application/json' },
      },
    ],
    ['origen ajeno 403', { method: 'POST', url: '/api/logout', headers: { origin: EVIL } }],
    ['página de inicio', { method: 'GET', url: '/' }],
    ['ficha de producto', { method: 'GET', url: `/product/${product.id}` }],
    ['ruta de la SPA', { method: 'GET', url: '/dashboard/productos' }],
    ['script con hash', { method: 'GET', url: '/assets/app-abc123.js' }],
    ['imagen inexistente', { method: 'GET', url: '/uploads/no-existe.webp' }],
    ['HEAD', { method: 'HEAD', url: '/api/sheets/data' }],
  ];
  for (const [where, call] of calls) expectSecurityHeaders(await t.request(call), where);
});

test('la cookie de sesión es HttpOnly, SameSite=Lax, de toda la tienda y sin Secure en http', async () => {
  await t.database.db.insert(users).values({
    id: 'u1',
    email: 'ana@example.com',
    nombre: 'Ana',
    rol: 'user',
    passwordHash: await hashPassword('secreta1'),
  });
  const res = await t.request({
    method: 'POST',
    url: '/api/login/email',
    payload: { email: 'ana@example.com', password: 'secreta1' },
  });
  expect(res.statusCode).toBe(200);
  const cookie = String(res.headers['set-cookie']);
  expect(cookie).toMatch(/^feria=[A-Za-z0-9_-]{40,};/);
  expect(cookie).toContain('HttpOnly');
  expect(cookie).toContain('SameSite=Lax');
  expect(cookie).toContain('Path=/');
  expect(cookie).not.toContain('Secure');
  expect(cookie).not.toContain('Domain=');
});

test('CORS: ninguna respuesta se comparte con otro sitio, ni con credenciales', async () => {
  const { cookie } = await t.signIn('admin');
  const asked: Parameters<typeof t.request>[0][] = [
    { method: 'GET', url: '/api/session', cookie, headers: { origin: EVIL } },
    { method: 'GET', url: '/api/sheets/data', headers: { origin: EVIL } },
    { method: 'GET', url: '/api/user/users', cookie, headers: { origin: 'null' } },
    {
      method: 'OPTIONS',
      url: '/api/sheets/sale',
      headers: {
        origin: EVIL,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    },
    { method: 'POST', url: '/api/logout', cookie, headers: { origin: EVIL } },
    { method: 'GET', url: '/api/config', headers: { origin: ORIGIN } },
  ];
  for (const call of asked) {
    const res = await t.request(call);
    const where = `${call.method} ${String(call.url)}`;
    expect(res.headers['access-control-allow-origin'], where).toBeUndefined();
    expect(res.headers['access-control-allow-credentials'], where).toBeUndefined();
    expect(res.statusCode, where).toBeLessThan(500);
  }
  // The cross-site POST did not end the admin's session.
  expect((await t.request({ method: 'GET', url: '/api/session', cookie })).statusCode).toBe(200);
});
