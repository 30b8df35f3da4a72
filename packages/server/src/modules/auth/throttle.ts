import { and, count, eq, gt, lt, notInArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { authFailures } from '../../db/schema.ts';
import { inTurn, inTurns } from '../../shared/turns.ts';
import { GateBusyError } from '../../shared/verify-gate.ts';

const MINUTE = 60_000;

/** API.md "Throttling": failed sign-ins per e-mail and per address, registrations per address. */
export const LIMITS = {
  windowMs: 15 * MINUTE,
  failuresPerEmail: 10,
  failuresPerIp: 100,
  registrationWindowMs: 60 * MINUTE,
  registrationsPerIp: 100,
} as const;

// Registrations are counted in the same table (it has no room for a kind of row): their e-mail
// column holds this marker, which no real address can equal since it has no "@".
/** @internal Exported for its tests. */
export const REGISTRATION_MARK = '#registro';
/** Anonymous web orders are counted there too (modules/sales/order-flood.ts). */
export const ORDER_MARK = '#pedido';
/** Receipt uploads too (modules/pedido/receipt-flood.ts). */
export const RECEIPT_MARK = '#comprobante';
const MARKS = [REGISTRATION_MARK, ORDER_MARK, RECEIPT_MARK];

const ago = (ms: number) => new Date(Date.now() - ms);

async function countWhere(db: DbOrTx, where: ReturnType<typeof and>): Promise<number> {
  const [row] = await db.select({ n: count() }).from(authFailures).where(where);
  return row?.n ?? 0;
}

/**
 * Counts this sign-in attempt BEFORE the password is checked, under a lock per e-mail (then per
 * address) held until the attempt's row is committed: simultaneous attempts for one e-mail queue
 * there, each sees the rows of those before it, and only the first `failuresPerEmail` of a burst
 * go on to argon2, on PGlite as on PostgreSQL and however many servers share the database. The
 * row stays as the failure if the password is wrong; a right one clears them all.
 * Returns the row's id, or null when the e-mail or the address is throttled (nothing is written
 * then).
 */
async function claimAttemptRow(db: Db, email: string, ip: string): Promise<number | null> {
  // In memory first, in the locks' order: one connection per e-mail or address waits at a lock.
  return inTurns([`login:${email}`, `login-ip:${ip}`], async () => {
    await prune(db);
    return claimAttemptRowNow(db, email, ip);
  });
}

async function claimAttemptRowNow(db: Db, email: string, ip: string): Promise<number | null> {
  return db.transaction(async (tx) => {
    // Always the e-mail's lock first, then the address's: two attempts never wait in a circle.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${email}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login-ip:${ip}`}))`);
    const since = ago(LIMITS.windowMs);
    const byEmail = await countWhere(
      tx,
      and(eq(authFailures.email, email), gt(authFailures.createdAt, since)),
    );
    if (byEmail >= LIMITS.failuresPerEmail) return null;
    const byIp = await countWhere(
      tx,
      and(
        eq(authFailures.ip, ip),
        notInArray(authFailures.email, MARKS),
        gt(authFailures.createdAt, since),
      ),
    );
    if (byIp >= LIMITS.failuresPerIp) return null;
    const [row] = await tx
      .insert(authFailures)
      .values({ email, ip, createdAt: new Date() })
      .returning({ id: authFailures.id });
    return row!.id;
  });
}

/**
 * claimAttemptRow, then `check` (the password's verification). A full hashing line (503) is the
 * server's state, not the client's mistake: that attempt's row is taken back, so flooding the line
 * cannot lock someone else's account. Null when throttled.
 */
export async function countedAttempt(
  db: Db,
  email: string,
  ip: string,
  check: () => Promise<boolean>,
): Promise<boolean | null> {
  const row = await claimAttemptRow(db, email, ip);
  if (row === null) return null;
  try {
    return await check();
  } catch (err) {
    if (err instanceof GateBusyError) await db.delete(authFailures).where(eq(authFailures.id, row));
    throw err;
  }
}

/** A successful sign-in forgets the e-mail's earlier mistakes (the owner typed it right). */
export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await db.delete(authFailures).where(eq(authFailures.email, email));
}

export async function registrationThrottled(db: Db, ip: string): Promise<boolean> {
  const n = await countWhere(
    db,
    and(
      eq(authFailures.ip, ip),
      eq(authFailures.email, REGISTRATION_MARK),
      gt(authFailures.createdAt, ago(LIMITS.registrationWindowMs)),
    ),
  );
  return n >= LIMITS.registrationsPerIp;
}

/**
 * Counts a registration from this address unless the hour's are used up (then false, nothing
 * written). A lock per address makes simultaneous registrations count one after the other, so
 * of 130 at once no more than the limit pass.
 */
export function claimRegistration(db: Db, ip: string): Promise<boolean> {
  return inTurn(`register-ip:${ip}`, async () => {
    await prune(db);
    return claimRegistrationNow(db, ip);
  });
}

async function claimRegistrationNow(db: Db, ip: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`register-ip:${ip}`}))`);
    const n = await countWhere(
      tx,
      and(
        eq(authFailures.ip, ip),
        eq(authFailures.email, REGISTRATION_MARK),
        gt(authFailures.createdAt, ago(LIMITS.registrationWindowMs)),
      ),
    );
    if (n >= LIMITS.registrationsPerIp) return false;
    await tx.insert(authFailures).values({ email: REGISTRATION_MARK, ip, createdAt: new Date() });
    return true;
  });
}

/** Rows older than every window are useless; dropping them keeps the table small. */
async function prune(db: Db): Promise<void> {
  await db.delete(authFailures).where(lt(authFailures.createdAt, ago(LIMITS.registrationWindowMs)));
}
