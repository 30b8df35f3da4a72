// Enabling and disabling accounts (DESIGN §3.18): a disabled account's sessions end at once and
// it cannot sign in; nobody disables their own account, and the last active admin stays.
import { ACCOUNT_MSG } from '@feria/domain/messages/account';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { recordAudit } from '../audit/service.ts';
import { endAllSessions } from '../auth/sessions.ts';

export async function setUserActive(
  db: Db,
  admin: { uid: string; email: string },
  id: string,
  activo: boolean,
  ip: string,
): Promise<void> {
  if (!activo && id === admin.uid) throw new HttpError(409, ACCOUNT_MSG.noDeshabilitarPropia);
  await db.transaction(async (tx) => {
    // Admin rows are locked in one order, so two admins disabling each other at once cannot
    // both pass the "last active admin" check.
    await tx.execute(sql`select id from users where rol = 'admin' order by id for update`);
    const [user] = await tx.select().from(users).where(eq(users.id, id));
    if (!user) throw new HttpError(404, ACCOUNT_MSG.usuarioNoEncontrado);
    if (!activo && user.rol === 'admin') {
      const [row] = await tx
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.rol, 'admin'), eq(users.activo, true)));
      if ((row?.n ?? 0) <= 1 && user.activo) throw new HttpError(409, ACCOUNT_MSG.ultimoAdmin);
    }
    await tx.update(users).set({ activo }).where(eq(users.id, id));
    if (!activo) await endAllSessions(tx, id);
    await recordAudit(tx, {
      actor: { id: admin.uid, email: admin.email },
      accion: activo ? 'usuario.habilitar' : 'usuario.deshabilitar',
      detalle: `${activo ? 'Habilitó' : 'Deshabilitó'} la cuenta ${user.email}`,
      ip,
    });
  });
}
