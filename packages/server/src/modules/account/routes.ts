import { ACCOUNT_MSG } from '@feria/domain/messages/account';
import { MSG } from '@feria/domain/messages/shop';
import {
  changePasswordSchema,
  forgotSchema,
  resetSchema,
  verifySchema,
} from '@feria/domain/schemas/account';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { Api } from '../../http/zod-provider.ts';
import type { AfterCommit } from '../../shared/after-commit.ts';
import { afterAnswer, settleBackground } from '../../shared/background.ts';
import { recordAudit } from '../audit/service.ts';
import { auditWho } from '../audit/who.ts';
import {
  clearSessionCookies,
  endAllSessions,
  loadSessionUser,
  presentedSession,
  startSession,
} from '../auth/sessions.ts';
import { LIMITS } from '../auth/throttle.ts';
import { toUserDto } from '../auth/user-dto.ts';
import { assertNewPassword } from './common-passwords.ts';
import { changePassword, confirmEmail, requestReset, resetPassword } from './service.ts';
import { liveTokenEmail } from './tokens.ts';

const invalidLink = () => new HttpError(400, ACCOUNT_MSG.enlaceInvalido);

/** Confirm e-mail, forgot / reset / change password, sign out everywhere (API.md). */
export function accountRoutes(app: Api, db: Db, config: Config, after: AfterCommit): void {
  app.addHook('onClose', settleBackground);
  const pub = { config: { access: 'public' as const } };
  const signedIn = { config: { access: 'user' as const } };

  app.post('/api/user/verify', { ...pub, schema: { body: verifySchema } }, async (request) => {
    const { token } = request.body;
    if (!(await confirmEmail(db, token))) throw invalidLink();
    return { ok: true, message: ACCOUNT_MSG.correoConfirmado };
  });

  app.post(
    '/api/password/forgot',
    { ...pub, schema: { body: forgotSchema } },
    async (request, reply) => {
      const { email } = request.body;
      // Answered before anything is looked up: the same time whether or not the account exists.
      afterAnswer(
        reply.raw,
        () => requestReset(db, config, email, request.ip, after),
        (err) => request.log.error({ err }, 'no se pudo preparar el correo de recuperación'),
      );
      return reply.code(202).send({ ok: true, message: ACCOUNT_MSG.enlaceEnviado });
    },
  );

  app.post(
    '/api/password/reset',
    { ...pub, schema: { body: resetSchema } },
    async (request, reply) => {
      const input = request.body;
      const email = await liveTokenEmail(db, input.token, 'reset');
      if (email === null) throw invalidLink();
      await assertNewPassword(input.password, 'password', { shopName: config.SHOP_NAME, email });
      const user = await resetPassword(db, input, request.ip);
      if (!user) throw invalidLink();
      await startSession(db, config, request, reply, user.id);
      return toUserDto(await loadSessionUser(db, user));
    },
  );

  app.put(
    '/api/user/password',
    { ...signedIn, schema: { body: changePasswordSchema } },
    async (request, reply) => {
      const input = request.body;
      const context = { shopName: config.SHOP_NAME, email: request.user!.email };
      await assertNewPassword(input.nueva, 'nueva', context);
      const keep = presentedSession(config, request);
      const changed = await changePassword(db, request.user!, input, keep, request.ip);
      if (changed === 'throttled') {
        reply.header('retry-after', String(LIMITS.windowMs / 1000));
        throw new HttpError(429, MSG.demasiadosIntentos);
      }
      if (changed === 'wrong') {
        throw new HttpError(400, ACCOUNT_MSG.passwordActualIncorrecta, {
          issues: [{ path: 'actual', message: ACCOUNT_MSG.passwordActualIncorrecta }],
        });
      }
      return { ok: true, message: ACCOUNT_MSG.passwordCambiada };
    },
  );

  app.post('/api/logout/all', signedIn, async (request, reply) => {
    // API.md round 4: audited, in the transaction that ends the sessions.
    await db.transaction(async (tx) => {
      await endAllSessions(tx, request.user!.uid);
      await recordAudit(tx, {
        ...auditWho(request),
        accion: 'sesion.salir_todas',
        detalle: 'Cerró la sesión en todos los dispositivos',
      });
    });
    clearSessionCookies(reply, config);
    return reply.code(204).send();
  });
}
