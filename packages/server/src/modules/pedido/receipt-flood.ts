// Receipt uploads per client address (API.md round 4): at most 20 an hour. Each upload that gets
// past the order's own checks leaves a row in auth_failures (marked RECEIPT_MARK, the table the
// sign-in, registration and order limits already count in), so every server on one database sees
// the same count; a lock per address makes simultaneous uploads count one after the other.
import { MSG } from '@feria/domain/messages/shop';
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import { authFailures } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { inTurn } from '../../shared/turns.ts';
import { RECEIPT_MARK } from '../auth/throttle.ts';

const HOUR = 60 * 60_000;
/** @internal Exported for its tests. */
const RECEIPTS_PER_HOUR = 20;

/** Takes one of the hour's uploads for `ip`, or throws the 429 when they are used up. */
export async function claimReceiptSlot(db: Db, ip: string, reply: FastifyReply): Promise<void> {
  const since = new Date(Date.now() - HOUR);
  // In memory first (shared/turns.ts): one connection per address waits at its lock.
  const taken = await inTurn(`receipt-ip:${ip}`, () =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`receipt-ip:${ip}`}))`);
      await tx
        .delete(authFailures)
        .where(and(eq(authFailures.email, RECEIPT_MARK), lt(authFailures.createdAt, since)));
      const [row] = await tx
        .select({ n: count() })
        .from(authFailures)
        .where(
          and(
            eq(authFailures.email, RECEIPT_MARK),
            eq(authFailures.ip, ip),
            gt(authFailures.createdAt, since),
          ),
        );
      if ((row?.n ?? 0) >= RECEIPTS_PER_HOUR) return false;
      await tx.insert(authFailures).values({ email: RECEIPT_MARK, ip, createdAt: new Date() });
      return true;
    }),
  );
  if (taken) return;
  reply.header('retry-after', String(HOUR / 1000));
  throw new HttpError(429, MSG.demasiadosIntentos);
}
