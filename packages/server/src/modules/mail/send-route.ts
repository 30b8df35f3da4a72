// POST /api/mails/ (API.md): staff send one message to one address through the outbox. Staff only:
// open to anyone it would be a relay for mail signed by the shop (DESIGN §3.11). The message is
// text, escaped into the shop's e-mail frame; nothing a sender types becomes markup.
import { mailSendSchema } from '@feria/domain/schemas/mail';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { parseWith } from '../../http/errors.ts';
import { html } from './html.ts';
import { mailLayout } from './layout.ts';
import { enqueueMail } from './outbox.ts';
import { nudgeMailWorker } from './signal.ts';

const paragraph = 'margin:0 0 12px;white-space:pre-wrap;';

export function mailSendRoutes(app: FastifyInstance, db: Db, config: Config): void {
  const ctx = { shopName: config.SHOP_NAME, publicUrl: config.publicUrl };
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const { to, subject, message } = parseWith(mailSendSchema, request.body);
    const paragraphs = message
      .split(/\r?\n\s*\r?\n/)
      .map((p) => html`<p style="${paragraph}">${p}</p>`);
    await enqueueMail(db, {
      to,
      subject,
      html: mailLayout(ctx, subject, html`${paragraphs}`),
      text: `${message}\n\n${config.SHOP_NAME} - ${config.publicUrl}\n`,
    });
    nudgeMailWorker(db);
    return reply.code(202).send({ ok: true });
  };
  // The contract's path ends in a slash; the same call without it is accepted too.
  for (const url of ['/api/mails/', '/api/mails']) {
    app.post(url, { config: { access: 'staff' } }, handler);
  }
}
