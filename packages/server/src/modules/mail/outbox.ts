import type { DbOrTx } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';

/** One e-mail: HTML body plus its plain-text part. */
export type MailMessage = { to: string; subject: string; html: string; text: string };

/**
 * Queues a message in the caller's transaction (DESIGN §3.11): it is sent only if the sale (or
 * status change) commits, and a mail outage can never lose it. The worker sends it later.
 */
export async function enqueueMail(tx: DbOrTx, message: MailMessage): Promise<void> {
  await tx.insert(mailOutbox).values({
    to: message.to,
    subject: message.subject,
    html: message.html,
    text: message.text,
  });
}

/** Several messages queued at once (a batch of subscription orders), in one INSERT. */
export async function enqueueMails(tx: DbOrTx, messages: readonly MailMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await tx
    .insert(mailOutbox)
    .values(messages.map((m) => ({ to: m.to, subject: m.subject, html: m.html, text: m.text })));
}
