import { and, count, eq, gt, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authFailures } from '../../db/schema.ts';

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
export const REGISTRATION_MARK = '#registro';

const ago = (ms: number) => new Date(Date.now() - ms);

async function countWhere(db: Db, where: ReturnType<typeof and>): Promise<number> {
  const [row] = await db.select({ n: count() }).from(authFailures).where(where);
  return row?.n ?? 0;
}

/** True while this e-mail or this address has too many recent failures. */
export async function loginThrottled(db: Db, email: string, ip: string): Promise<boolean> {
  const since = ago(LIMITS.windowMs);
  const byEmail = await countWhere(
    db,
    and(eq(authFailures.email, email), gt(authFailures.createdAt, since)),
  );
  if (byEmail >= LIMITS.failuresPerEmail) return true;
  const byIp = await countWhere(
    db,
    and(
      eq(authFailures.ip, ip),
      ne(authFailures.email, REGISTRATION_MARK),
      gt(authFailures.createdAt, since),
    ),
  );
  return byIp >= LIMITS.failuresPerIp;
}

/** Rows older than every window are useless; dropping them keeps the table small. */
async function prune(db: Db): Promise<void> {
  await db.delete(authFailures).where(lt(authFailures.createdAt, ago(LIMITS.registrationWindowMs)));
}

export async function recordLoginFailure(db: Db, email: string, ip: string): Promise<void> {
  await prune(db);
  await db.insert(authFailures).values({ email, ip, createdAt: new Date() });
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

export async function recordRegistration(db: Db, ip: string): Promise<void> {
  await prune(db);
  await db.insert(authFailures).values({ email: REGISTRATION_MARK, ip, createdAt: new Date() });
}
