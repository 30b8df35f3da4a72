// MARKET §15 "Access": the admin gives a producer its sign-in account by e-mail, and removes it.
// One access per producer and one producer per account: the producer's row is locked for the
// decision and the users table's unique indexes keep it when two grants meet.

import { randomUUID } from 'node:crypto';
import { PORTAL_MSG } from '@feria/domain/messages/portal';
import { PRODUCER_MSG } from '@feria/domain/messages/producers';
import type { Acceso } from '@feria/domain/rules/portal';
import { and, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { productores, suscripciones, users } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { endResetLinks, issueToken } from '../account/tokens.ts';
import { type AuditActor, recordAudit } from '../audit/service.ts';
import { endAllSessions } from '../auth/sessions.ts';
import { productorAccessMail } from '../mail/compose/account-mails.ts';
import type { MailContext } from '../mail/compose/layout.ts';
import { enqueueMail } from '../mail/outbox.ts';

const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

type Row = typeof users.$inferSelect;
const toAcceso = (u: Row, productorId: number): Acceso => ({
  productorId,
  usuarioId: u.id,
  email: u.email,
  activo: u.activo,
});

export type Grant = { email: string; convertirCliente?: boolean | undefined };

async function lockProducer(tx: Tx, id: number) {
  const [row] = await tx.select().from(productores).where(eq(productores.id, id)).for('update');
  if (!row) throw new HttpError(404, PRODUCER_MSG.productorNoEncontrado);
  return row;
}

/** Decides what the e-mail's account becomes; throws the 409s of MARKET §15 in their order. */
async function accountFor(tx: Tx, productor: { id: number; nombre: string }, email: string) {
  const [current] = await tx.select().from(users).where(eq(users.productorId, productor.id));
  const [owner] = await tx.select().from(users).where(eq(users.email, email)).for('update');
  if (owner && (owner.rol === 'admin' || owner.rol === 'seller'))
    throw new HttpError(409, PORTAL_MSG.correoPersonal);
  if (owner?.rol === 'productor' && owner.productorId !== productor.id)
    throw new HttpError(409, PORTAL_MSG.correoOtroProductor);
  if (current && current.id !== owner?.id)
    throw new HttpError(409, PORTAL_MSG.yaTieneAcceso(productor.nombre, current.email));
  return { current, owner };
}

async function activeSubscriptions(tx: Tx, userId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: suscripciones.id })
    .from(suscripciones)
    .where(and(eq(suscripciones.userId, userId), ne(suscripciones.estado, 'cancelada')))
    .limit(1);
  return rows.length > 0;
}

async function createAccount(tx: Tx, productor: { id: number; nombre: string }, email: string) {
  try {
    const [row] = await tx
      .insert(users)
      .values({
        id: randomUUID(),
        email,
        nombre: productor.nombre,
        rol: 'productor',
        productorId: productor.id,
        emailConfirmado: true,
      })
      .returning();
    return row!;
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, PORTAL_MSG.correoOtroProductor);
    throw err;
  }
}

/** POST /api/productores/{id}/acceso: 201 a new access, 200 the invitation sent again. */
export async function grantAccess(
  db: Db,
  actor: AuditActor,
  mail: MailContext,
  productorId: number,
  grant: Grant,
): Promise<{ created: boolean; acceso: Acceso }> {
  return db.transaction(async (tx) => {
    const productor = await lockProducer(tx, productorId);
    const { current, owner } = await accountFor(tx, productor, grant.email);
    let account: Row;
    let note = '';
    if (current) {
      account = current;
      note = ' (invitación reenviada)';
    } else if (owner) {
      if (!grant.convertirCliente) throw new HttpError(409, PORTAL_MSG.correoCliente);
      if (await activeSubscriptions(tx, owner.id))
        throw new HttpError(409, PORTAL_MSG.bolsonesActivos);
      const [row] = await tx
        .update(users)
        .set({ rol: 'productor', productorId })
        .where(eq(users.id, owner.id))
        .returning();
      account = row!;
      await endAllSessions(tx, owner.id);
      note = ' (cuenta de cliente convertida)';
    } else {
      account = await createAccount(tx, productor, grant.email);
    }
    await endResetLinks(tx, account.id);
    const token = await issueToken(tx, account.id, 'reset', INVITE_TTL_MS);
    await enqueueMail(tx, productorAccessMail(mail, account.email, productor.nombre, token));
    const detalle = `${account.email} es el acceso de ${productor.nombre}${note}`;
    await recordAudit(tx, { actor, accion: 'productor.acceso', detalle });
    return { created: !current, acceso: toAcceso(account, productorId) };
  });
}

/** DELETE /api/productores/{id}/acceso: the account becomes a customer's; its sessions end. */
export async function removeAccess(db: Db, actor: AuditActor, productorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const productor = await lockProducer(tx, productorId);
    const [account] = await tx
      .update(users)
      .set({ rol: 'user', productorId: null })
      .where(eq(users.productorId, productorId))
      .returning();
    if (!account) throw new HttpError(404, PORTAL_MSG.sinAcceso);
    await endAllSessions(tx, account.id);
    const detalle = `${account.email} ya no es el acceso de ${productor.nombre}`;
    await recordAudit(tx, { actor, accion: 'productor.acceso_quitar', detalle });
  });
}

/** Each producer's access, for the admin's list of producers. */
export async function accessByProducer(db: Db): Promise<Map<number, Acceso>> {
  const rows = await db.select().from(users).where(eq(users.rol, 'productor'));
  return new Map(rows.map((u) => [u.productorId!, toAcceso(u, u.productorId!)]));
}
