// The users table as sign-in, accounts and the users screen all read and write it: find by
// e-mail, insert with a taken e-mail as an expected outcome.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { users } from '../db/schema.ts';

export type UserRecord = typeof users.$inferSelect;
export type NewUser = Omit<typeof users.$inferInsert, 'id' | 'createdAt'>;
export type Created = { ok: true; user: UserRecord } | { ok: false; reason: 'duplicate' };

/** E-mails are stored lowercased, so an equality finds them whatever case was typed. */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRecord | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row ?? null;
}

/** Inserts a user; a taken e-mail (or Google account) is an expected outcome, not an error. */
export async function insertUser(db: DbOrTx, fields: NewUser): Promise<Created> {
  const email = fields.email.trim().toLowerCase();
  if (await findUserByEmail(db, email)) return { ok: false, reason: 'duplicate' };
  try {
    const [user] = await db
      .insert(users)
      .values({ ...fields, email, id: randomUUID() })
      .returning();
    return { ok: true, user: user! };
  } catch (err) {
    // Two sign-ups with one e-mail at the same moment: the unique index decides.
    if (isUniqueViolation(err)) return { ok: false, reason: 'duplicate' };
    throw err;
  }
}
