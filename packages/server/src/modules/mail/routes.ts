// POST /api/mails/ (API.md): staff send one message to one address through the outbox. Staff only:
// open to anyone it would be a relay for mail signed by the shop (DESIGN §3.11).
import { mailSendSchema } from '@feria/domain/schemas/mail';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { parseWith } from '../../http/errors.ts';
import type { AfterCommit } from '../../shared/after-commit.ts';
import { sendMessage } from './service.ts';

export function mailRoutes(app: FastifyInstance, db: Db, config: Config, after: AfterCommit): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    await sendMessage(db, config, parseWith(mailSendSchema, request.body), after);
    return reply.code(202).send({ ok: true });
  };
  // The contract's path ends in a slash; the same call without it is accepted too.
  for (const url of ['/api/mails/', '/api/mails']) {
    app.post(url, { config: { access: 'staff' } }, handler);
  }
}
