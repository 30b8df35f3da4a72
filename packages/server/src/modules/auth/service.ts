import { randomBytes } from 'node:crypto';
import type { Login } from '@feria/domain/schemas/user';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { findUserByEmail, insertUser, type UserRecord } from '../users/service.ts';
import type { GoogleIdentity } from './google.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { clearLoginFailures, loginThrottled, recordLoginFailure } from './throttle.ts';

export type SignIn = { ok: true; user: UserRecord } | { ok: false; reason: 'throttled' | 'wrong' };

// Unknown e-mails still pay for one argon2 verification, so the answer's timing does not tell
// which e-mails have an account.
let dummyHash: Promise<string> | undefined;
const dummy = () => {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
};

/** E-mail and password sign-in, throttled per e-mail and per address (API.md). */
export async function signInWithPassword(db: Db, input: Login, ip: string): Promise<SignIn> {
  if (await loginThrottled(db, input.email, ip)) return { ok: false, reason: 'throttled' };
  const user = await findUserByEmail(db, input.email);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummy()), input.password);
  if (!user?.passwordHash || !ok) {
    await recordLoginFailure(db, input.email, ip);
    return { ok: false, reason: 'wrong' };
  }
  await clearLoginFailures(db, input.email);
  return { ok: true, user };
}

/**
 * The account of a verified Google identity: the one already linked to it, else the one with its
 * e-mail (now linked), else a new customer account.
 */
export async function signInWithGoogle(db: Db, id: GoogleIdentity): Promise<UserRecord> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const [linked] = await db.select().from(users).where(eq(users.googleSub, id.sub));
    if (linked) return linked;
    const known = await findUserByEmail(db, id.email);
    if (known) {
      const [updated] = await db
        .update(users)
        .set({ googleSub: id.sub, picture: known.picture ?? id.picture })
        .where(eq(users.id, known.id))
        .returning();
      return updated!;
    }
    const created = await insertUser(db, {
      email: id.email,
      nombre: id.name,
      rol: 'user',
      googleSub: id.sub,
      picture: id.picture,
    });
    if (created.ok) return created.user;
    // Lost a race with a simultaneous first sign-in: the next pass finds that account.
  }
  throw new Error('No se pudo vincular la cuenta de Google');
}
