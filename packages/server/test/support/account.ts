import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { accountTokens, mailOutbox, users } from '../../src/db/schema.ts';
import { settleBackground } from '../../src/shared/background.ts';
import { hashPassword } from '../../src/shared/password.ts';
import type { TestContext } from './app.ts';

export const cookieOf = (res: { cookies: { name: string; value: string }[] }) => {
  const c = res.cookies.find((x) => x.name === 'feria');
  return c ? `feria=${c.value}` : '';
};

export const REGISTRO = {
  name: 'Ana Pérez',
  email: 'ana@correo.com',
  state: 'Santa Fe',
  postalCode: '3000',
  address: 'Bv. Gálvez 1234',
  password: 'tomate-verde-27',
};

/** A customer with a known password, straight in the database. */
export async function insertCustomer(
  t: TestContext,
  fields: Partial<typeof users.$inferInsert> = {},
  password = 'clave-secreta-1',
) {
  const [user] = await t.database.db
    .insert(users)
    .values({
      id: `u-${Math.random().toString(36).slice(2, 10)}`,
      email: 'ana@correo.com',
      nombre: 'Ana Pérez',
      rol: 'user',
      passwordHash: await hashPassword(password),
      ...fields,
    })
    .returning();
  return user!;
}

export const login = (t: TestContext, email: string, password: string) =>
  t.request({ method: 'POST', url: '/api/login/email', payload: { email, password } });

export async function sessionStatus(t: TestContext, cookie: string): Promise<number> {
  const res = await t.request({ method: 'GET', url: '/api/session', cookie });
  return res.statusCode;
}

/** The queued mails, once the work routes do after answering (forgot password) is done. */
export async function outbox(t: TestContext) {
  await settleBackground();
  return t.database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
}

/** The token of the last queued mail with that subject, read from its link. */
export async function tokenFromMail(t: TestContext, subject: string, page: string) {
  const mails = (await outbox(t)).filter((m) => m.subject === subject);
  const mail = mails.at(-1);
  expect(mail, `un correo "${subject}"`).toBeDefined();
  const match = new RegExp(`${t.config.publicUrl}/${page}\\?token=([\\w-]+)`).exec(mail!.text);
  expect(match, 'el enlace en el correo').not.toBeNull();
  expect(mail!.html).toContain(`${t.config.publicUrl}/${page}?token=${match![1]}`);
  return match![1]!;
}

/** Moves the clock: every token of the account expires a second ago. */
export async function expireTokens(t: TestContext, userId: string) {
  await t.database.db
    .update(accountTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(accountTokens.userId, userId));
}
