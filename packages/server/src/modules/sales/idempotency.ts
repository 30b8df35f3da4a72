// Idempotency-Key support for sale creation: the key is claimed inside the sale's transaction
// and the answer is stored there too, so a retried or double-clicked order either replays the
// first answer or (when the first attempt rolled back) runs again. On PostgreSQL a second
// transaction with the same key waits on the key's unique index until the first one ends.
import { createHash } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema.ts';

const MAX_IDEMPOTENCY_KEY = 200;
const KEEP_DAYS = 7;

/** The header's value, trimmed; null when absent; 'invalid' when empty, repeated or too long. */
export function readIdempotencyKey(
  header: string | string[] | undefined,
): string | null | 'invalid' {
  if (header === undefined) return null;
  if (typeof header !== 'string') return 'invalid';
  const key = header.trim();
  return key.length === 0 || key.length > MAX_IDEMPOTENCY_KEY ? 'invalid' : key;
}

/** A fingerprint of who asked for what: the same key with another body is refused. */
export function requestHash(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

export type StoredAnswer = { statusCode: number; body: unknown };

/**
 * Claims the key for this transaction. Returns null when it is new (go on and call
 * `storeAnswer` before committing), the stored answer when the same request already succeeded,
 * or 'conflict' when the key was used for a different request.
 */
export async function claimKey(
  tx: Tx,
  key: string,
  hash: string,
): Promise<StoredAnswer | 'conflict' | null> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ key, requestHash: hash, statusCode: 0, response: {} })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return null;
  const [row] = await tx.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  if (!row || row.requestHash !== hash) return 'conflict';
  return { statusCode: row.statusCode, body: row.response };
}

export async function storeAnswer(tx: Tx, key: string, answer: StoredAnswer): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ statusCode: answer.statusCode, response: answer.body })
    .where(eq(idempotencyKeys.key, key));
}

let lastPrune = 0;

/** Forgets keys older than a week; runs at most once an hour per process. */
export async function pruneIdempotencyKeys(db: Db, now = Date.now()): Promise<void> {
  if (now - lastPrune < 60 * 60_000) return;
  lastPrune = now;
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(days => ${KEEP_DAYS})`));
}
