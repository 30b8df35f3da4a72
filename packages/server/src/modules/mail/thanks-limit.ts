// API.md (round 3): "Gracias por tu compra" goes to one recipient at most 5 times an hour, so the
// shop's order form cannot be used to send its mail, with a visitor's text in it, to anyone at
// will. Further orders are still created; only their customer mail is left unsent.
import { MSG } from '@feria/domain/messages/shop';
import { THANKS_MAILS_PER_HOUR } from '@feria/domain/rules/order-limits';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';

const HOUR = 60 * 60_000;

/**
 * True when another "Gracias por tu compra" may be queued for `to` this hour. Takes a lock per
 * recipient until the caller's transaction ends, so simultaneous orders count one another.
 */
export async function thanksMailAllowed(tx: Tx, to: string): Promise<boolean> {
  const address = to.trim().toLowerCase();
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`thanks:${address}`}))`);
  const [row] = await tx
    .select({ n: count() })
    .from(mailOutbox)
    .where(
      and(
        gt(mailOutbox.createdAt, new Date(Date.now() - HOUR)),
        eq(mailOutbox.subject, MSG.asuntoCompra),
        sql`lower(trim(${mailOutbox.to})) = ${address}`,
      ),
    );
  return (row?.n ?? 0) < THANKS_MAILS_PER_HOUR;
}
