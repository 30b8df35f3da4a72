import { randomBytes } from 'node:crypto';
import type { Login } from '@feria/domain/schemas/user';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { hashPassword, verifyPassword } from '../../shared/password.ts';
import { findUserByEmail, insertUser, type UserRecord } from '../../shared/user-records.ts';
import { recordAudit } from '../audit/service.ts';
import type { GoogleIdentity } from './google.ts';
import { endAllSessions } from './sessions.ts';
import { clearLoginFailures, countedAttempt } from './throttle.ts';

export type SignIn =
  | { ok: true; user: UserRecord }
  | { ok: false; reason: 'throttled' | 'wrong' | 'disabled' };

// Unknown e-mails still pay for one argon2 verification, so the answer's timing does not tell
// which e-mails have an account.
let dummyHash: Promise<string> | undefined;
const dummy = () => {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex')).catch((err: unknown) => {
    dummyHash = undefined; // a busy line must not leave a failed promise for every later call
    throw err;
  });
  return dummyHash;
};

/** E-mail and password sign-in, throttled per e-mail and per address (API.md). A failure is
 * written to the audit log with the throttle's row; a disabled account is told so only after
 * its password was right. */
export async function signInWithPassword(db: Db, input: Login, ip: string): Promise<SignIn> {
  // The attempt is counted (as a failure) before argon2 runs; a right password clears it.
  const user = await findUserByEmail(db, input.email);
  const ok = await countedAttempt(db, input.email, ip, async () =>
    verifyPassword(user?.passwordHash ?? (await dummy()), input.password, { key: ip }),
  );
  if (ok === null) {
    await recordAudit(db, {
      actor: { id: user?.id ?? null, email: input.email },
      accion: 'sesion.bloqueado',
      detalle: 'Ingreso con correo bloqueado: demasiados intentos',
      ip,
    });
    return { ok: false, reason: 'throttled' };
  }
  if (!user?.passwordHash || !ok) {
    await recordAudit(db, {
      actor: { id: user?.id ?? null, email: input.email },
      accion: 'sesion.fallo',
      detalle: 'Ingreso con correo fallido',
      ip,
    });
    return { ok: false, reason: 'wrong' };
  }
  if (!user.activo) return { ok: false, reason: 'disabled' };
  await clearLoginFailures(db, input.email);
  return { ok: true, user };
}

/**
 * The account of a verified Google identity: the one already linked to it, else the one with its
 * e-mail, else a new customer account. An account whose e-mail was never confirmed is taken over
 * (password removed, sessions ended, e-mail confirmed); a confirmed one is simply linked.
 */
export async function signInWithGoogle(
  db: Db,
  id: GoogleIdentity,
  ip?: string,
): Promise<UserRecord> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const [linked] = await db.select().from(users).where(eq(users.googleSub, id.sub));
    if (linked) return linked;
    const known = await findUserByEmail(db, id.email);
    if (known && !known.activo) return known;
    if (known) {
      return db.transaction(async (tx) => {
        const takeover = !known.emailConfirmado;
        const [updated] = await tx
          .update(users)
          .set({
            googleSub: id.sub,
            picture: known.picture ?? id.picture,
            emailConfirmado: true,
            // Whoever registered the e-mail without owning the mailbox leaves nothing behind:
            // no password, and none of the name, address or picture they typed (issue 28).
            ...(takeover
              ? {
                  passwordHash: null,
                  nombre: id.name,
                  picture: id.picture,
                  direccion: '',
                  provincia: '',
                  cp: '',
                  celular: '',
                }
              : {}),
          })
          .where(eq(users.id, known.id))
          .returning();
        if (takeover) {
          await endAllSessions(tx, known.id);
          await recordAudit(tx, {
            actor: { id: known.id, email: known.email },
            accion: 'sesion.google',
            ip,
            detalle:
              'Google tomó la cuenta sin correo confirmado: se quitaron la contraseña, el nombre y la dirección',
          });
        }
        return updated!;
      });
    }
    const created = await insertUser(db, {
      email: id.email,
      nombre: id.name,
      rol: 'user',
      googleSub: id.sub,
      picture: id.picture,
      emailConfirmado: true,
    });
    if (created.ok) return created.user;
    // Lost a race with a simultaneous first sign-in: the next pass finds that account.
  }
  throw new Error('No se pudo vincular la cuenta de Google');
}
