// Web orders per client address (API.md "Throttling", issue 12) and, for a signed-in shopper,
// per account too (round 3: the account and its address both count): at most ORDERS_PER_HOUR
// an hour each. An account's rows are kept under the address "cuenta:{uid}", so they never
// count as an address's failed sign-ins. Each accepted order leaves a row in auth_failures (the table the
// sign-in and registration limits already count in, marked ORDER_MARK), so every server on one
// PostgreSQL sees the same count; a lock per address makes simultaneous orders queue for it.
// An order the shop refuses (no stock, a closed feria) gives its row back: a shopper who tries
// again after "sin stock" is not counted as a flood.
import { MSG } from '@feria/domain/messages/shop';
import { and, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { authFailures, idempotencyKeys } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { inTurns } from '../../shared/turns.ts';
import { ORDER_MARK } from '../auth/throttle.ts';

const HOUR = 60 * 60_000;

/** True when this key already holds an answer: a retry, replayed without counting again. */
async function isReplay(db: Db, key: string | null): Promise<boolean> {
  if (key === null) return false;
  const [row] = await db
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.key, key));
  return row !== undefined;
}

/**
 * Takes one of the hour's orders from each of `counters` (the address, then the account): their
 * rows' ids, or null when any of them has none left (then none is taken).
 */
async function claimOrderSlot(
  db: Db,
  counters: readonly string[],
  perHour: number,
): Promise<number[] | null> {
  const since = new Date(Date.now() - HOUR);
  // In memory first (shared/turns.ts): one connection per counter waits at its lock.
  const keys = counters.map((counter) => `order-ip:${counter}`);
  return inTurns(keys, () =>
    db.transaction(async (tx) => {
      // Always in the same order (address first), so two orders never wait for each other in a circle.
      for (const counter of counters) {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`order-ip:${counter}`}))`);
      }
      await tx
        .delete(authFailures)
        .where(and(eq(authFailures.email, ORDER_MARK), lt(authFailures.createdAt, since)));
      for (const counter of counters) {
        const [row] = await tx
          .select({ n: count() })
          .from(authFailures)
          .where(
            and(
              eq(authFailures.email, ORDER_MARK),
              eq(authFailures.ip, counter),
              gt(authFailures.createdAt, since),
            ),
          );
        if ((row?.n ?? 0) >= perHour) return null;
      }
      const slots = await tx
        .insert(authFailures)
        .values(counters.map((ip) => ({ email: ORDER_MARK, ip, createdAt: new Date() })))
        .returning({ id: authFailures.id });
      return slots.map((slot) => slot.id);
    }),
  );
}

/** Gives an order's slot back (the order was refused). */
type ReleaseOrderSlot = () => Promise<void>;

/**
 * Takes one of the hour's orders for this address (and this account, when signed in), or throws
 * the 429 when they are used up. Returns how to give it back if the order is then refused (null for a replay,
 * which took none).
 */
export async function checkOrderFlood(
  db: Db,
  config: Pick<Config, 'ORDERS_PER_HOUR'>,
  opts: { ip: string; uid: string | null; key: string | null; reply: FastifyReply },
): Promise<ReleaseOrderSlot | null> {
  if (await isReplay(db, opts.key)) return null;
  const counters = opts.uid === null ? [opts.ip] : [opts.ip, `cuenta:${opts.uid}`];
  const slots = await claimOrderSlot(db, counters, config.ORDERS_PER_HOUR);
  if (slots !== null) {
    return async () => {
      await db.delete(authFailures).where(inArray(authFailures.id, slots));
    };
  }
  opts.reply.header('retry-after', String(HOUR / 1000));
  throw new HttpError(429, MSG.demasiadosPedidos);
}
