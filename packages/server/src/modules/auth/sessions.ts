import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import type { Role, SessionUser } from '../../http/access.ts';

const DAY = 24 * 60 * 60 * 1000;
export const SESSION_DAYS = 30;

export const cookieName = (config: Config) => (config.secureCookies ? '__Host-feria' : 'feria');

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function toSessionUser(row: typeof users.$inferSelect): SessionUser {
  return {
    uid: row.id,
    email: row.email,
    nombre: row.nombre,
    rol: row.rol as Role,
    picture: row.picture,
    direccion: row.direccion,
    provincia: row.provincia,
    cp: row.cp,
    celular: row.celular,
  };
}

/**
 * Starts a new session (a fresh 256-bit token at every sign-in) and sets the cookie. The session
 * the browser presented, if any, is deleted first: a token never outlives the sign-in that
 * replaced it (sessions of the user's other devices stay).
 */
export async function startSession(
  db: DbOrTx,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<void> {
  const old = request.cookies[cookieName(config)];
  if (old) await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(old)));
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date())));
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_DAYS * DAY);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  reply.setCookie(cookieName(config), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    expires: expiresAt,
  });
}

export async function endSession(
  db: Db,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = request.cookies[cookieName(config)];
  if (token) await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  reply.clearCookie(cookieName(config), { path: '/', secure: config.secureCookies });
}

async function lookup(db: Db, token: string): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())));
  if (!row) return null;
  // Sliding expiry, written at most once a day per session.
  if (row.expiresAt.getTime() - Date.now() < (SESSION_DAYS - 1) * DAY) {
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + SESSION_DAYS * DAY) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  return toSessionUser(row.user);
}

/** Reads the session cookie of every request into `request.user`. */
export function registerSessionLoader(app: FastifyInstance, db: Db, config: Config): void {
  const name = cookieName(config);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[name];
    if (token && token.length < 100) request.user = await lookup(db, token);
  });
}
