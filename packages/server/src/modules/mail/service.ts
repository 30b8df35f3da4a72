// Staff's free-text message (POST /api/mails/): the shop's e-mail frame around the text, queued in
// the outbox, and the worker woken once it is committed.
import type { MailSend } from '@feria/domain/schemas/mail';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { AfterCommit } from '../../shared/after-commit.ts';
import { recordAudit } from '../audit/service.ts';
import type { AuditWho } from '../audit/who.ts';
import { html } from './html.ts';
import { mailLayout } from './layout.ts';
import { enqueueMail } from './outbox.ts';

const paragraph = 'margin:0 0 12px;white-space:pre-wrap;';

/** The message is text: escaped into the frame, nothing a sender types becomes markup. */
export async function sendMessage(
  db: Db,
  config: Config,
  { to, subject, message }: MailSend,
  after: AfterCommit,
  who: AuditWho,
): Promise<void> {
  const ctx = { shopName: config.SHOP_NAME, publicUrl: config.publicUrl };
  const paragraphs = message
    .split(/\r?\n\s*\r?\n/)
    .map((p) => html`<p style="${paragraph}">${p}</p>`);
  await db.transaction(async (tx) => {
    await enqueueMail(tx, {
      to,
      subject,
      html: mailLayout(ctx, subject, html`${paragraphs}`),
      text: `${message}\n\n${config.SHOP_NAME} - ${config.publicUrl}\n`,
    });
    // Who wrote to whom and about what; the message itself stays in the outbox.
    const detalle = `Envió un correo a ${to}: «${subject}»`;
    await recordAudit(tx, { ...who, accion: 'correo.enviar', detalle });
  });
  after.mailQueued();
}
