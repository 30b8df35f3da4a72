// Confirm e-mail, forgot / reset password, change password (DESIGN §3.18). Every change and its
// audit entry commit together; sessions other than the caller's end with a new password.
import type { ChangePassword, Reset } from '@feria/domain/schemas/account';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { AfterCommit } from '../../shared/after-commit.ts';
import { hashPassword, verifyPassword } from '../../shared/password.ts';
import { findUserByEmail, type UserRecord } from '../../shared/user-records.ts';
import { recordAudit } from '../audit/service.ts';
import { endAllSessions } from '../auth/sessions.ts';
import { clearLoginFailures, countedAttempt } from '../auth/throttle.ts';
import { resetMail } from '../mail/compose/account-mails.ts';
import { mailContext } from '../mail/compose/layout.ts';
import { enqueueMail } from '../mail/outbox.ts';
import {
  consumeToken,
  endResetLinks,
  isLiveToken,
  issueToken,
  RESETS_PER_HOUR,
  recentResets,
} from './tokens.ts';

export async function confirmEmail(db: Db, token: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const userId = await consumeToken(tx, token, 'verify');
    if (!userId) return false;
    await tx.update(users).set({ emailConfirmado: true }).where(eq(users.id, userId));
    return true;
  });
}

/** Queues "Recuperá tu contraseña" when the account exists, is enabled and has not asked three
 * times this hour; answers whether a mail was queued (the route answers 202 either way). */
export async function requestReset(
  db: Db,
  config: Pick<
    Config,
    'SHOP_NAME' | 'publicUrl' | 'TRANSFER_ALIAS' | 'TRANSFER_CBU' | 'TRANSFER_HOLDER'
  >,
  email: string,
  ip: string,
  after: AfterCommit,
): Promise<boolean> {
  const user = await findUserByEmail(db, email);
  if (!user?.activo) return false;
  const queued = await db.transaction(async (tx) => {
    // The account's row lock makes simultaneous requests count one after the other.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    if ((await recentResets(tx, user.id)) >= RESETS_PER_HOUR) return false;
    const token = await issueToken(tx, user.id, 'reset');
    await enqueueMail(tx, resetMail(mailContext(config), user.email, user.nombre, token));
    await recordAudit(tx, {
      actor: { id: user.id, email: user.email },
      accion: 'password.pedir',
      detalle: 'Pidió un enlace para recuperar la contraseña',
      ip,
    });
    return true;
  });
  if (queued) after.mailQueued();
  return queued;
}

/** Sets the new password of a reset link; every session of the account ends (the route then
 * starts a new one). The link also confirms the e-mail: it reached the mailbox. */
export async function resetPassword(db: Db, input: Reset, ip: string): Promise<UserRecord | null> {
  // A link that names nothing costs no argon2: anyone may call this, as often as they like.
  if (!(await isLiveToken(db, input.token, 'reset'))) return null;
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const userId = await consumeToken(tx, input.token, 'reset');
    if (!userId) return null;
    const [account] = await tx.select().from(users).where(eq(users.id, userId));
    if (!account?.activo) return null;
    const [user] = await tx
      .update(users)
      .set({ passwordHash, emailConfirmado: true, cambiarPassword: false })
      .where(eq(users.id, userId))
      .returning();
    if (!user) return null;
    await endAllSessions(tx, user.id);
    await endResetLinks(tx, user.id);
    await recordAudit(tx, {
      actor: { id: user.id, email: user.email },
      accion: 'password.restablecer',
      detalle: 'Restableció la contraseña con el enlace del correo',
      ip,
    });
    return user;
  });
}

/**
 * Perfil's "Cambiar contraseña". A wrong `actual` counts as a failed sign-in of the account
 * (API.md round 3): after 10 in 15 minutes the call is 'throttled' even with the right one, so
 * it is no oracle for guessing the password. Both are audited; nothing else changes then.
 */
export async function changePassword(
  db: Db,
  user: { uid: string; email: string; rol?: string },
  input: ChangePassword,
  keepSession: string | undefined,
  ip: string,
): Promise<'ok' | 'wrong' | 'throttled'> {
  const actor = { id: user.uid, email: user.email };
  const lane = { key: `cuenta:${user.uid}`, staff: user.rol === 'admin' || user.rol === 'seller' };
  const [row] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, user.uid));
  const right = await countedAttempt(db, user.email, ip, () =>
    // A signed-in staff member re-entering their password always finds a place (API.md round 4).
    verifyPassword(row?.hash ?? null, input.actual, lane),
  );
  if (right === null) {
    const detalle = 'Cambio de contraseña bloqueado: demasiados intentos';
    await recordAudit(db, { actor, accion: 'password.bloqueado', detalle, ip });
    return 'throttled';
  }
  if (!right) {
    const detalle = 'Contraseña actual incorrecta al cambiarla';
    await recordAudit(db, { actor, accion: 'password.fallo', detalle, ip });
    return 'wrong';
  }
  await clearLoginFailures(db, user.email);
  const passwordHash = await hashPassword(input.nueva, lane);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, cambiarPassword: false })
      .where(eq(users.id, user.uid));
    await endAllSessions(tx, user.uid, keepSession);
    await endResetLinks(tx, user.uid);
    await recordAudit(tx, {
      actor,
      accion: 'password.cambiar',
      detalle: 'Cambió su contraseña desde Perfil',
      ip,
    });
  });
  return 'ok';
}
