// POST /api/mails/ (API.md): staff send one message to one address through the outbox. Staff only:
// open to anyone it would be a relay for mail signed by the shop (DESIGN §3.11).
import { mailSendSchema } from '@feria/domain/schemas/mail';
import type { Db } from '../../db/client.ts';
import type { Api } from '../../http/zod-provider.ts';
import type { AfterCommit } from '../../shared/after-commit.ts';
import { auditWho } from '../audit/who.ts';
import type { MailContext } from './compose/layout.ts';
import { sendMessage } from './service.ts';

export function mailRoutes(app: Api, db: Db, mail: MailContext, after: AfterCommit): void {
  const options = { config: { access: 'staff' as const }, schema: { body: mailSendSchema } };
  // The contract's path ends in a slash; the same call without it is accepted too.
  for (const url of ['/api/mails/', '/api/mails']) {
    app.post(url, options, async (request, reply) => {
      await sendMessage(db, mail, request.body, after, auditWho(request));
      return reply.code(202).send({ ok: true });
    });
  }
}
