import { MSG } from '@feria/domain/messages';
import { registerSchema, sellerFormSchema } from '@feria/domain/schemas/user';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { HttpError, parseWith } from '../../http/errors.ts';
import { startSession, toSessionUser } from '../auth/sessions.ts';
import { recordRegistration, registrationThrottled } from '../auth/throttle.ts';
import { toUserDto } from '../auth/user-dto.ts';
import { createSeller, listUsers, registerCustomer } from './service.ts';

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
    await recordRegistration(db, request.ip);
    const created = await registerCustomer(db, input);
    if (!created.ok) throw duplicateEmail();
    await startSession(db, config, request, reply, created.user.id);
    return reply.code(201).send({ ok: true, user: toUserDto(toSessionUser(created.user)) });
  });

  app.post('/api/user/seller', { config: { access: 'admin' } }, async (request, reply) => {
    const input = parseWith(sellerFormSchema, request.body);
    const created = await createSeller(db, input);
    if (!created.ok) throw duplicateEmail();
    return reply.code(201).send({ ok: true, user: toUserDto(toSessionUser(created.user)) });
  });

  app.get('/api/user/users', { config: { access: 'admin' } }, async () => listUsers(db));
}
