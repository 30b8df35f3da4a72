import { ACCOUNT_MSG } from '@feria/domain/messages/account';
import { MSG } from '@feria/domain/messages/shop';
import { isStaff as isStaffRole, type Role } from '@feria/domain/rules/roles';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

/** @internal Exported for its tests. */
export type { Role };
export type SessionUser = {
  uid: string;
  email: string;
  nombre: string;
  rol: Role;
  picture: string | null;
  direccion: string;
  provincia: string;
  cp: string;
  celular: string;
  /** A generated first admin password not changed yet (issue 44): only the calls below work. */
  cambiarPassword?: true;
  /** Rol "productor" only (MARKET §15). */
  productor?: { id: number; nombre: string };
};

/**
 * Who may call a route. Every /api route declares one in `config.access`; the app refuses to
 * start with a route that does not, so a new route can never be open by accident.
 */
export type Access = 'public' | 'user' | 'staff' | 'admin' | 'productor';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    access?: Access;
    /**
     * A public read that browsers and proxies may keep when asked without a session (API.md
     * "Bodies"); every other /api answer is no-store (http/no-store.ts).
     */
    cacheable?: true;
  }
}

/** The options of a public read a cache may keep: its access and its caching, declared together. */
export const PUBLIC_READ = { config: { access: 'public' as const, cacheable: true as const } };

const ALLOWED: Record<Exclude<Access, 'public'>, Role[]> = {
  user: ['user', 'seller', 'admin'],
  staff: ['seller', 'admin'],
  admin: ['admin'],
  productor: ['productor'],
};

/** A productor's own account calls besides /api/productor/* (MARKET §15 "The role"). */
const PRODUCTOR_OWN_CALLS = new Set([
  'GET /api/session',
  'POST /api/logout',
  'POST /api/logout/all',
  'PUT /api/user/password',
]);

/**
 * MARKET §15: a productor reaches its own routes and its account; the public routes answer it as
 * to someone not signed in; every other route is 403 before anything runs.
 */
function checkProductor(access: Access, request: FastifyRequest): void {
  if (request.user?.rol !== 'productor' || access === 'productor') return;
  if (PRODUCTOR_OWN_CALLS.has(`${request.method} ${request.routeOptions.url}`)) return;
  if (access === 'public') {
    request.user = null;
    return;
  }
  throw new HttpError(403, MSG.sinPermisos);
}

export const isStaff = (user: SessionUser | null) => user !== null && isStaffRole(user.rol);

/** What a user who must change the generated first password may still call (API.md round 4). */
const FIRST_PASSWORD_CALLS = new Set([
  'PUT /api/user/password',
  'GET /api/session',
  'POST /api/logout',
]);

function checkFirstPassword(request: FastifyRequest): void {
  if (!request.user?.cambiarPassword) return;
  if (FIRST_PASSWORD_CALLS.has(`${request.method} ${request.routeOptions.url}`)) return;
  throw new HttpError(403, ACCOUNT_MSG.cambiarPasswordInicial);
}

export function checkAccess(access: Access, user: SessionUser | null): void {
  if (access === 'public') return;
  if (!user) throw new HttpError(401, MSG.necesitaSesion);
  if (!ALLOWED[access].includes(user.rol)) {
    throw new HttpError(403, MSG.sinPermisos);
  }
}

type DeclaredRoute = { method: string; url: string; access: Access; cacheable: boolean };

const declared = new WeakMap<FastifyInstance, DeclaredRoute[]>();

/**
 * Every /api route of the app with its access, as registered (the permission tests walk it).
 * @internal Exported for its tests.
 */
export function declaredRoutes(app: FastifyInstance): readonly DeclaredRoute[] {
  return declared.get(app) ?? [];
}

/** The one role guard: applied to every route from its declared access. */
export function registerAccessGuard(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  const routes: DeclaredRoute[] = [];
  declared.set(app, routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`La ruta ${route.method} ${route.url} no declara config.access`);
    const cacheable = route.config?.cacheable === true;
    if (cacheable && access !== 'public') {
      throw new Error(`La ruta ${route.method} ${route.url} no es pública y no puede guardarse`);
    }
    for (const method of [route.method].flat()) {
      routes.push({ method, url: route.url, access, cacheable });
    }
  });
  // preValidation: before the route's schemas, so a caller without the role learns nothing more.
  app.addHook('preValidation', async (request: FastifyRequest, _reply: FastifyReply) => {
    const access = request.routeOptions.config?.access;
    if (!access) return;
    checkProductor(access, request);
    checkAccess(access, request.user);
    checkFirstPassword(request);
  });
}

/** The signed-in user of a route whose access already guarantees one. */
export function userOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, MSG.necesitaSesion);
  return request.user;
}
