// API.md round 5 (issue 57, finding 2): a customer's change mails ("Cambiaste tu pedido #{id}" and
// the shop's "Un cliente cambió el pedido #{id}") go at most once per order every 10 minutes. The
// first goes at once; a change within the 10 minutes queues its mails held in the outbox until
// they are over (`next_attempt_at`, which the worker waits for), and a further change rewrites
// those held mails, so the order goes out as it is at the end. A cancellation is never held back
// and drops held change mails (the order they describe is no longer). The caller holds the sale's
// row lock, so two changes of one order decide one after the other.
import { CAMBIO_AVISO_MS, changeMailDue } from '@feria/domain/rules/order-change';
import { and, eq, gt, like } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { mailOutbox, sales } from '../../db/schema.ts';
import { enqueueMail, type MailMessage } from '../mail/outbox.ts';

type Who = 'cliente' | 'tienda';
const claveOf = (saleId: number, who: Who) => `cambio:${saleId}:${who}`;

/** A held message not yet taken by the worker (a claim counts an attempt). */
const held = (clave: string, now: Date) =>
  and(
    eq(mailOutbox.clave, clave),
    eq(mailOutbox.status, 'pending'),
    eq(mailOutbox.attempts, 0),
    gt(mailOutbox.nextAttemptAt, now),
  );

/** Queues the change's mails now, or held, or into the mails already held. */
export async function queueChangeMails(
  tx: Tx,
  sale: Pick<typeof sales.$inferSelect, 'id' | 'avisoCambioEn'>,
  mails: readonly { who: Who; message: MailMessage }[],
  now: Date,
): Promise<void> {
  const last = sale.avisoCambioEn;
  let due = changeMailDue(last, now);
  if (last && last > now) {
    let rewritten = 0;
    for (const { who, message } of mails) {
      const rows = await tx
        .update(mailOutbox)
        .set({ subject: message.subject, html: message.html, text: message.text, to: message.to })
        .where(held(claveOf(sale.id, who), now))
        .returning({ id: mailOutbox.id });
      rewritten += rows.length;
    }
    if (rewritten > 0) return;
    // Nothing held any more (taken by a worker whose clock runs ahead): the next free moment.
    due = new Date(last.getTime() + CAMBIO_AVISO_MS);
  }
  for (const { who, message } of mails) {
    if (due > now) {
      await tx
        .insert(mailOutbox)
        .values({ ...message, nextAttemptAt: due, clave: claveOf(sale.id, who) });
    } else {
      await enqueueMail(tx, message);
    }
  }
  await tx.update(sales).set({ avisoCambioEn: due }).where(eq(sales.id, sale.id));
}

/** The order was cancelled: its held change mails no longer go. */
export async function dropHeldChangeMails(tx: Tx, saleId: number, now: Date): Promise<void> {
  await tx
    .delete(mailOutbox)
    .where(
      and(
        like(mailOutbox.clave, `cambio:${saleId}:%`),
        eq(mailOutbox.status, 'pending'),
        eq(mailOutbox.attempts, 0),
        gt(mailOutbox.nextAttemptAt, now),
      ),
    );
}
