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
