import { MSG } from '@feria/domain/messages/shop';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { declaredRoutes } from '../../http/access.ts';

// Walks every /api route the app registered (new modules included, with nothing to add here):
// the guard must refuse each protected one before its handler runs.
const t = buildTestApp();

/** A concrete URL for a route pattern: each parameter becomes "1". */
const concrete = (url: string) => url.replace(/:\w+(\([^)]*\))?/g, '1').replace(/\*/g, 'x');

const protectedRoutes = () =>
  declaredRoutes(t.app).filter((r) => r.access !== 'public' && r.method !== 'HEAD');

test('el registro de rutas incluye las protegidas conocidas', async () => {
  const names = protectedRoutes().map((r) => `${r.method} ${r.url} ${r.access}`);
  expect(names).toContain('GET /api/user/users admin');
  expect(names).toContain('POST /api/user/seller admin');
  expect(names).toContain('GET /api/sheets/dashboard/categories staff');
  // Sign-in and registration must stay open.
  const open = declaredRoutes(t.app).filter((r) => r.access === 'public');
  expect(open.map((r) => r.url)).toEqual(
    expect.arrayContaining(['/api/session', '/api/login/email', '/api/user/create']),
  );
});

test('cada ruta protegida: sin sesión 401 "Debés iniciar sesión"', async () => {
  for (const route of protectedRoutes()) {
    const res = await t.request({ method: route.method as 'GET', url: concrete(route.url) });
    expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    expect(res.json(), `${route.method} ${route.url}`).toEqual({ error: MSG.necesitaSesion });
  }
});

test('cada ruta de personal o de administración: un cliente recibe 403', async () => {
  const { cookie } = await t.signIn('user');
  for (const route of protectedRoutes().filter((r) => r.access !== 'user')) {
    const res = await t.request({
      method: route.method as 'GET',
      url: concrete(route.url),
      cookie,
    });
    expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    expect(res.json(), `${route.method} ${route.url}`).toEqual({ error: MSG.sinPermisos });
  }
});

test('cada ruta de administración: un vendedor recibe 403', async () => {
  const { cookie } = await t.signIn('seller');
  const adminOnly = protectedRoutes().filter((r) => r.access === 'admin');
  expect(adminOnly.length).toBeGreaterThan(0);
  for (const route of adminOnly) {
    const res = await t.request({
      method: route.method as 'GET',
      url: concrete(route.url),
      cookie,
    });
    expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    expect(res.json(), `${route.method} ${route.url}`).toEqual({ error: MSG.sinPermisos });
  }
});

// MARKET §15: a productor reaches /api/productor/*, its own account calls and the public routes
// (as if not signed in); every other route is 403 before anything runs. Nobody else reaches
// /api/productor/*.
const PRODUCTOR_OWN = [
  'GET /api/session',
  'POST /api/logout',
  'POST /api/logout/all',
  'PUT /api/user/password',
];

test('cada ruta que no es del productor ni pública: un productor recibe 403', async () => {
  const admin = await t.signIn('admin');
  const res = await t.request({
    method: 'POST',
    url: '/api/productores',
    cookie: admin.cookie,
    payload: {
      nombre: 'Granja Los Aromos',
      localidad: '',
      descripcion: '',
      foto: '',
      contacto: '',
      comision: 10,
    },
  });
  const { cookie } = await t.signIn('productor', { productorId: res.json().id });
  const others = protectedRoutes().filter(
    (r) => r.access !== 'productor' && !PRODUCTOR_OWN.includes(`${r.method} ${r.url}`),
  );
  expect(others.length).toBeGreaterThan(50);
  for (const route of others) {
    const res = await t.request({
      method: route.method as 'GET',
      url: concrete(route.url),
      cookie,
    });
    expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    expect(res.json(), `${route.method} ${route.url}`).toEqual({ error: MSG.sinPermisos });
  }
  // A public route answers as to someone not signed in: the admin's list asks for a session.
  const list = await t.request({ method: 'GET', url: '/api/productores?todos=1', cookie });
  expect([list.statusCode, list.json()]).toEqual([401, { error: MSG.necesitaSesion }]);
  const session = await t.request({ method: 'GET', url: '/api/session', cookie });
  expect(session.json()).toMatchObject({
    rol: 'productor',
    productor: { nombre: 'Granja Los Aromos' },
  });
});

test('cada ruta /api/productor/: sin sesión 401; cliente, vendedor y administrador 403', async () => {
  const portal = protectedRoutes().filter((r) => r.access === 'productor');
  expect(portal.map((r) => r.url)).toContain('/api/productor/yo');
  for (const route of portal) expect(route.url.startsWith('/api/productor/')).toBe(true);
  for (const rol of ['user', 'seller', 'admin'] as const) {
    const { cookie } = await t.signIn(rol);
    for (const route of portal) {
      const res = await t.request({
        method: route.method as 'GET',
        url: concrete(route.url),
        cookie,
      });
      expect(res.statusCode, `${rol} ${route.method} ${route.url}`).toBe(403);
      expect(res.json()).toEqual({ error: MSG.sinPermisos });
    }
  }
});
