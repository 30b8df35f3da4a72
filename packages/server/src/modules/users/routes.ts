import { MSG } from '@feria/domain/messages/shop';
import { pageQuerySchema, TOTAL_COUNT_HEADER } from '@feria/domain/schemas/paging';
import { registerSchema, sellerFormSchema } from '@feria/domain/schemas/user';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { Api } from '../../http/zod-provider.ts';
import type { AfterCommit } from '../../shared/after-commit.ts';
import { assertNewPassword } from '../account/common-passwords.ts';
import { auditWho } from '../audit/who.ts';
import { startSession, toSessionUser } from '../auth/sessions.ts';
import { claimRegistration, registrationThrottled } from '../auth/throttle.ts';
import { toUserDto } from '../auth/user-dto.ts';
import { countUsers, createSeller, listUsers, registerCustomer } from './service.ts';

/** 409 naming the field, so the form shows it under the e-mail. */
const duplicateEmail = () =>
  new HttpError(409, MSG.emailRegistrado, {
    issues: [{ path: 'email', message: MSG.emailRegistrado }],
  });

/** Accounts: public registration and the back-office's staff users (API.md). */
export function userRoutes(app: Api, db: Db, config: Config, after: AfterCommit): void {
  // registerSchema has no `role`: whatever a request sends there is dropped.
  const register = { config: { access: 'public' as const }, schema: { body: registerSchema } };
  app.post('/api/user/create', register, async (request, reply) => {
    const input = request.body;
    if (await registrationThrottled(db, request.ip)) {
      throw new HttpError(429, MSG.demasiadosIntentos);
    }
    const context = { shopName: config.SHOP_NAME, email: input.email };
    await assertNewPassword(input.password, 'password', context);
    // Counted and checked in one step: simultaneous registrations cannot all pass (round 3).
    if (!(await claimRegistration(db, request.ip))) {
      throw new HttpError(429, MSG.demasiadosIntentos);
    }
    const created = await registerCustomer(
      db,
      config,
      input,
      {
        ip: request.ip,
        startSession: (tx, userId) => startSession(tx, config, request, reply, userId),
      },
      after,
    );
    if (!created.ok) throw duplicateEmail();
    return reply.code(201).send({ ok: true, user: toUserDto(toSessionUser(created.user)) });
  });

  const seller = { config: { access: 'admin' as const }, schema: { body: sellerFormSchema } };
  app.post('/api/user/seller', seller, async (request, reply) => {
    const input = request.body;
    await assertNewPassword(input.password, 'password', {
      shopName: config.SHOP_NAME,
      email: input.email,
    });
    const created = await createSeller(db, input, auditWho(request));
    if (!created.ok) throw duplicateEmail();
    return reply.code(201).send({ ok: true, user: toUserDto(toSessionUser(created.user)) });
  });

  const paged = { config: { access: 'admin' as const }, schema: { querystring: pageQuerySchema } };
  app.get('/api/user/users', paged, async (request, reply) => {
    reply.header(TOTAL_COUNT_HEADER, String(await countUsers(db)));
    return listUsers(db, request.query);
  });
}
