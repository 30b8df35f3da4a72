import { ACCOUNT_MSG } from '@feria/domain/messages/account';
import { MSG } from '@feria/domain/messages/shop';
import { SESSION_HINT } from '@feria/domain/rules/session-hint';
import { loginSchema } from '@feria/domain/schemas/user';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { Api } from '../../http/zod-provider.ts';
import { recordAudit } from '../audit/service.ts';
import { auditWho } from '../audit/who.ts';
import { verifyGoogleToken } from './google.ts';
import { signInWithGoogle, signInWithPassword } from './service.ts';
import {
  clearSessionCookies,
  endSession,
  loadSessionUser,
  startSession,
  toSessionUser,
} from './sessions.ts';
import { LIMITS } from './throttle.ts';
import { toUserDto } from './user-dto.ts';

const googleBody = z.object({ token: z.string().min(1).max(8192) });

export type AuthOptions = {
  /** Where Google's signing keys come from (Google itself unless a test passes its own). */
  googleKeys: () => JWTVerifyGetKey;
};

/** Session and sign-in calls of API.md "Session and accounts". */
export function authRoutes(app: Api, db: Db, config: Config, opts: AuthOptions): void {
  const pub = { config: { access: 'public' as const } };

  /** The new session and its audit entry, in one transaction. */
  const signedIn = (
    request: FastifyRequest,
    reply: FastifyReply,
    user: { id: string; email: string },
    detalle: string,
  ) =>
    db.transaction(async (tx) => {
      await startSession(tx, config, request, reply, user.id);
      const actor = { id: user.id, email: user.email };
      await recordAudit(tx, { actor, accion: 'sesion.ingresar', detalle, ip: request.ip });
    });

  app.get('/api/session', pub, async (request, reply) => {
    if (!request.user) {
      // API.md: 401 stays; a stale hint goes, so this browser does not ask again.
      if (request.cookies[SESSION_HINT]) clearSessionCookies(reply, config);
      throw new HttpError(401, MSG.necesitaSesion);
    }
    return toUserDto(request.user);
  });

  app.post(
    '/api/login/email',
    { ...pub, schema: { body: loginSchema } },
    async (request, reply) => {
      const input = request.body;
      const result = await signInWithPassword(db, input, request.ip);
      if (!result.ok && result.reason === 'throttled') {
        reply.header('retry-after', String(LIMITS.windowMs / 1000));
        throw new HttpError(429, MSG.demasiadosIntentos);
      }
      if (!result.ok && result.reason === 'disabled') {
        throw new HttpError(403, ACCOUNT_MSG.cuentaDeshabilitada);
      }
      if (!result.ok) throw new HttpError(401, MSG.errorIngresar);
      const { user } = result;
      await signedIn(request, reply, user, 'Ingreso con correo y contraseña');
      return toUserDto(await loadSessionUser(db, user));
    },
  );

  let keys: JWTVerifyGetKey | undefined;
  app.post('/api/login/third', pub, async (request, reply) => {
    const clientId = config.GOOGLE_CLIENT_ID;
    const body = googleBody.safeParse(request.body ?? {});
    if (!clientId || !body.success) throw new HttpError(401, MSG.errorIngresar);
    keys ??= opts.googleKeys();
    const identity = await verifyGoogleToken(body.data.token, clientId, keys);
    if (!identity) throw new HttpError(401, MSG.errorIngresar);
    const user = await signInWithGoogle(db, identity, request.ip);
    if (!user.activo) throw new HttpError(403, ACCOUNT_MSG.cuentaDeshabilitada);
    await signedIn(request, reply, user, 'Ingreso con Google');
    return { theUser: toUserDto(toSessionUser(user)) };
  });

  app.post('/api/logout', pub, async (request, reply) => {
    if (request.user) {
      const detalle = 'Cerró la sesión';
      await recordAudit(db, { ...auditWho(request), accion: 'sesion.salir', detalle });
    }
    await endSession(db, config, request, reply);
    return reply.code(204).send();
  });
}
