// Staff's free-text message (POST /api/mails/): the shop's e-mail frame around the text. The
// message is text: escaped into the frame, nothing a sender types becomes markup.

import { html } from '../../../shared/html.ts';
import type { MailMessage } from '../outbox.ts';
import { type MailContext, mailLayout } from './layout.ts';

const paragraph = 'margin:0 0 12px;white-space:pre-wrap;';

export function staffMessageMail(
  ctx: MailContext,
  { to, subject, message }: { to: string; subject: string; message: string },
): MailMessage {
  const paragraphs = message
    .split(/\r?\n\s*\r?\n/)
    .map((p) => html`<p style="${paragraph}">${p}</p>`);
  return {
    to,
    subject,
    html: mailLayout(ctx, subject, html`${paragraphs}`),
    text: `${message}\n\n${ctx.shopName} - ${ctx.publicUrl}\n`,
  };
}
