import { SESSION_HINT } from '@feria/domain/rules/session-hint';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { productores, sessions, users } from '../../db/schema.ts';
import type { SessionUser } from '../../http/access.ts';
import { hashToken, newToken } from '../../shared/opaque-token.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** DESIGN §3.18: staff sessions end after 12 hours unused and 7 days at most; customers keep a
 * 30-day sliding window with a 90-day limit. `refresh` is how stale the expiry may get before a
 * @internal Exported for its tests.
 * request writes it again (so a busy session is not written on every request). */
export const SESSION_LIFETIME = {
  staff: { idle: 12 * HOUR, absolute: 7 * DAY, refresh: 10 * 60 * 1000 },
  user: { idle: 30 * DAY, absolute: 90 * DAY, refresh: DAY },
} as const;

const lifetime = (rol: string) =>
  rol === 'admin' || rol === 'seller' ? SESSION_LIFETIME.staff : SESSION_LIFETIME.user;

/**
 * When a session of this role, started at `createdAt`, ends if it is used `now`.
 * @internal Exported for its tests.
 */
export function sessionExpiry(rol: string, createdAt: Date, now = Date.now()): Date {
  const life = lifetime(rol);
  return new Date(Math.min(now + life.idle, createdAt.getTime() + life.absolute));
}

/** @internal Exported for the tests' sign-in. */
export const cookieName = (config: Pick<Config, 'secureCookies'>) =>
  config.secureCookies ? '__Host-feria' : 'feria';

/**
 * Issue 62 item 10: the readable "there may be a session" beside the session cookie, so a
 * visitor's page never asks `GET /api/session` for its 401 (domain/rules/session-hint.ts).
 * Without `expires` it lasts while the browser is open.
 */
function setSessionHint(
  reply: FastifyReply,
  config: Pick<Config, 'secureCookies'>,
  expires?: Date,
): void {
  reply.setCookie(SESSION_HINT, '1', {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: config.secureCookies,
    ...(expires ? { expires } : {}),
  });
}

/** The session cookie and its hint, cleared together (sign-out, sign-out everywhere). */
export function clearSessionCookies(
  reply: FastifyReply,
  config: Pick<Config, 'secureCookies'>,
): void {
  reply.clearCookie(cookieName(config), { path: '/', secure: config.secureCookies });
  reply.clearCookie(SESSION_HINT, { path: '/', secure: config.secureCookies });
}

export function toSessionUser(
  row: typeof users.$inferSelect,
  productor?: { id: number; nombre: string } | null,
): SessionUser {
  return {
    uid: row.id,
    email: row.email,
    nombre: row.nombre,
    rol: row.rol,
    picture: row.picture,
    direccion: row.direccion,
    provincia: row.provincia,
    cp: row.cp,
    celular: row.celular,
    ...(row.cambiarPassword ? { cambiarPassword: true as const } : {}),
    ...(row.rol === 'productor' && productor ? { productor } : {}),
  };
}

/** `toSessionUser` with a productor's producer read (MARKET §15: sign-in and reset carry it). */
export async function loadSessionUser(
  db: DbOrTx,
  row: typeof users.$inferSelect,
): Promise<SessionUser> {
  if (row.productorId === null) return toSessionUser(row);
  const [productor] = await db
    .select({ id: productores.id, nombre: productores.nombre })
    .from(productores)
    .where(eq(productores.id, row.productorId));
  return toSessionUser(row, productor);
}

/**
 * Starts a new session (a fresh 256-bit token at every sign-in) and sets the cookie. The session
 * the browser presented, if any, is deleted first: a token never outlives the sign-in that
 * replaced it (sessions of the user's other devices stay).
 */
export async function startSession(
  db: DbOrTx,
  config: Pick<Config, 'secureCookies'>,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<void> {
  const old = request.cookies[cookieName(config)];
  if (old) await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(old)));
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date())));
  const { token, hash } = newToken();
  const [account] = await db.select({ rol: users.rol }).from(users).where(eq(users.id, userId));
  const expiresAt = sessionExpiry(account?.rol ?? 'user', new Date());
  await db.insert(sessions).values({ tokenHash: hash, userId, expiresAt });
  reply.setCookie(cookieName(config), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    expires: expiresAt,
  });
  setSessionHint(reply, config, expiresAt);
}

export async function endSession(
  db: Db,
  config: Pick<Config, 'secureCookies'>,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = request.cookies[cookieName(config)];
  if (token) await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  clearSessionCookies(reply, config);
}

/** Ends every session of an account (sign out everywhere, a disabled account, a new password),
 * except the one whose token hash is `keep`. */
export async function endAllSessions(db: DbOrTx, userId: string, keep?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keep
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keep))
        : eq(sessions.userId, userId),
    );
}

/** The hash of the session token the request presented, if any. */
export function presentedSession(
  config: Pick<Config, 'secureCookies'>,
  request: FastifyRequest,
): string | undefined {
  const token = request.cookies[cookieName(config)];
  return token ? hashToken(token) : undefined;
}

async function lookup(db: Db, token: string): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const now = Date.now();
  const [row] = await db
    .select({
      user: users,
      productor: { id: productores.id, nombre: productores.nombre },
      expiresAt: sessions.expiresAt,
      createdAt: sessions.createdAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(productores, eq(productores.id, users.productorId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, new Date(now)),
        eq(users.activo, true),
      ),
    );
  if (!row) return null;
  // Sliding expiry within the absolute limit, written at most once per `refresh` (and at once
  // when a session carries a longer expiry than its role now allows).
  const next = sessionExpiry(row.user.rol, row.createdAt, now);
  if (next.getTime() <= now) return null;
  if (Math.abs(next.getTime() - row.expiresAt.getTime()) > lifetime(row.user.rol).refresh) {
    await db.update(sessions).set({ expiresAt: next }).where(eq(sessions.tokenHash, tokenHash));
  }
  return toSessionUser(row.user, row.productor);
}

/** Reads the session cookie of every request into `request.user`. */
export function registerSessionLoader(
  app: FastifyInstance,
  db: Db,
  config: Pick<Config, 'secureCookies'>,
): void {
  const name = cookieName(config);
  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[name];
    if (token && token.length < 100) request.user = await lookup(db, token);
    // A session started before the hint existed gets it on its next page (not on API calls,
    // whose answers stay as they were).
    if (request.user && !request.cookies[SESSION_HINT] && !request.url.startsWith('/api/')) {
      setSessionHint(reply, config);
    }
  });
}
