// Issue 12 §6: answers that carry personal or staff data are never stored by a browser or a
// proxy cache: every /api answer says `Cache-Control: no-store`, except the public reads of the
// catalogue, carousel, config and health made without a session.
import { expect, test } from 'vitest';
import { declaredRoutes } from '../../src/http/access.ts';
import { buildTestApp } from '../support/app.ts';

const t = buildTestApp();

const cacheControl = async (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string) => {
  const res = await t.request({ method, url, cookie, payload: method === 'GET' ? undefined : {} });
  return String(res.headers['cache-control'] ?? '');
};

test('sesión, usuarios, ventas, compras, caja, resumen y correos: no-store', async () => {
  const admin = await t.signIn('admin');
  const customer = await t.signIn('user');
  const staffReads = [
    '/api/session',
    '/api/user/users',
    '/api/sheets/sale',
    '/api/sheets/sale/1',
    `/api/sheets/sales/${customer.uid}`,
    '/api/sheets/cashflow',
    '/api/overview',
    '/api/sheets/dashboard/categories',
    '/%61pi/user/users',
  ];
  for (const url of staffReads)
    expect(await cacheControl('GET', url, admin.cookie), url).toBe('no-store');
  expect(await cacheControl('GET', `/api/sheets/sales/${customer.uid}`, customer.cookie)).toBe(
    'no-store',
  );
  // Refusals and writes too: a 401, a login answer, a validation error, an unknown /api path.
  expect(await cacheControl('GET', '/api/session')).toBe('no-store');
  expect(await cacheControl('POST', '/api/login/email')).toBe('no-store');
  expect(await cacheControl('POST', '/api/sheets/cashflow/add', admin.cookie)).toBe('no-store');
  expect(await cacheControl('POST', '/api/mails/', admin.cookie)).toBe('no-store');
  expect(await cacheControl('GET', '/api/no-existe')).toBe('no-store');
  // The staff's view of the catalogue holds unpublished products.
  expect(await cacheControl('GET', '/api/sheets/data', admin.cookie)).toBe('no-store');
});

test('las lecturas públicas sin sesión pueden guardarse en caché', async () => {
  for (const url of [
    '/api/sheets/data',
    '/api/catalog',
    '/api/sheets/categories',
    '/api/sheets/marcas',
    '/api/sheets/seccion',
    '/api/config',
    '/api/health',
  ]) {
    expect(await cacheControl('GET', url), url).not.toContain('no-store');
  }
});

test('las lecturas que pueden guardarse se declaran con su ruta, y solo rutas públicas', () => {
  const cacheable = declaredRoutes(t.app).filter((r) => r.cacheable && r.method === 'GET');
  expect(cacheable.every((r) => r.access === 'public')).toBe(true);
  expect(cacheable.map((r) => r.url).sort()).toEqual(
    [
      '/api/sheets/data',
      '/api/sheets/data/:id',
      '/api/sheets/search/:term',
      '/api/sheets/filter/marca/:brand',
      '/api/sheets/filter/:category',
      '/api/sheets/categories',
      '/api/sheets/marcas',
      '/api/catalog',
      '/api/sheets/seccion',
      '/api/config',
      '/api/health',
    ].sort(),
  );
});
