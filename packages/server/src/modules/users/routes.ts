import { MSG } from '@feria/domain/messages';
import { pageQuerySchema, TOTAL_COUNT_HEADER } from '@feria/domain/schemas/paging';
import { registerSchema, sellerFormSchema } from '@feria/domain/schemas/user';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { HttpError, parseWith } from '../../http/errors.ts';
import { assertNewPassword } from '../account/common-passwords.ts';
import { verifyMail } from '../account/mails.ts';
import { issueToken } from '../account/tokens.ts';
import { recordAudit } from '../audit/service.ts';
import { startSession, toSessionUser } from '../auth/sessions.ts';
import { recordRegistration, registrationThrottled } from '../auth/throttle.ts';
import { toUserDto } from '../auth/user-dto.ts';
import { mailContext } from '../mail/order-mails.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { nudgeMailWorker } from '../mail/signal.ts';
import { countUsers, createSeller, listUsers, registerCustomer } from './service.ts';

/** 409 naming the field, so the form shows it under the e-mail. */
const duplicateEmail = () =>
  new HttpError(409, MSG.emailRegistrado, {
    issues: [{ path: 'email', message: MSG.emailRegistrado }],
  });

/** Accounts: public registration and the back-office's staff users (API.md). */
export function userRoutes(app: FastifyInstance, db: Db, config: Config): void {
  app.post('/api/user/create', { config: { access: 'public' } }, async (request, reply) => {
    // registerSchema has no `role`: whatever a request sends there is dropped.
    const input = parseWith(registerSchema, request.body);
    if (await registrationThrottled(db, request.ip)) {
      throw new HttpError(429, MSG.demasiadosIntentos);
    }
    await assertNewPassword(input.password, 'password');
    await recordRegistration(db, request.ip);
    // The account, its "Confirmá tu correo" and the session commit together; the mail is sent
    // afterwards by the worker, so nothing here waits for it.
    const created = await db.transaction(async (tx) => {
      const result = await registerCustomer(tx, input);
      if (!result.ok) return result;
      const { user } = result;
      const token = await issueToken(tx, user.id, 'verify');
      await enqueueMail(tx, verifyMail(mailContext(config), user.email, user.nombre, token));
      await recordAudit(tx, {
        actor: { id: user.id, email: user.email },
        accion: 'usuario.registrar',
        detalle: 'Registro de cliente',
        ip: request.ip,
      });
      await startSession(tx, config, request, reply, user.id);
      return result;
    });
    if (!created.ok) throw duplicateEmail();
    nudgeMailWorker(db);
    return reply.code(201).send({ ok: true, user: toUserDto(toSessionUser(created.user)) });
  });

  app.post('/api/user/seller', { config: { access: 'admin' } }, async (request, reply) => {
    const input = parseWith(sellerFormSchema, request.body);
    await assertNewPassword(input.password, 'password');
    const admin = request.user!;
    const created = await db.transaction(async (tx) => {
      const result = await createSeller(tx, input);
      if (result.ok) {
        await recordAudit(tx, {
          actor: { id: admin.uid, email: admin.email },
          accion: 'usuario.crear',
          detalle: `Creó la cuenta de vendedor ${result.user.email}`,
          ip: request.ip,
        });
      }
      return result;
    });
    if (!created.ok) throw duplicateEmail();
    return reply.code(201).send({ ok: true, user: toUserDto(toSessionUser(created.user)) });
  });

  app.get('/api/user/users', { config: { access: 'admin' } }, async (request, reply) => {
    const page = parseWith(pageQuerySchema, request.query);
    reply.header(TOTAL_COUNT_HEADER, String(await countUsers(db)));
    return listUsers(db, page);
  });
}
