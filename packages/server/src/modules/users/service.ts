import { shopDateParts } from '@feria/domain/rules/dates';
import type { UserRow } from '@feria/domain/schemas/api-types';
import type { PageQuery } from '@feria/domain/schemas/paging';
import type { Register, SellerForm } from '@feria/domain/schemas/user';
import { count, desc } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { AfterCommit } from '../../shared/after-commit.ts';
import { hashPassword } from '../../shared/password.ts';
import { type Created, insertUser } from '../../shared/user-records.ts';
import { issueToken } from '../account/tokens.ts';
import { recordAudit } from '../audit/service.ts';
import type { AuditWho } from '../audit/who.ts';
import { verifyMail } from '../mail/compose/account-mails.ts';
import { mailContext } from '../mail/compose/layout.ts';
import { enqueueMail } from '../mail/outbox.ts';

/**
 * Public registration: always a customer, whatever the request asked for. The account, its
 * "Confirmá tu correo", its audit entry and the session (`startSession`, the route's) commit
 * together; the mail worker wakes once they have. The password is hashed before the
 * transaction, so no transaction waits for argon2.
 */
export async function registerCustomer(
  db: Db,
  config: Pick<
    Config,
    'SHOP_NAME' | 'publicUrl' | 'TRANSFER_ALIAS' | 'TRANSFER_CBU' | 'TRANSFER_HOLDER'
  >,
  input: Register,
  { ip, startSession }: { ip: string; startSession: (tx: Tx, userId: string) => Promise<void> },
  after: AfterCommit,
): Promise<Created> {
  const passwordHash = await hashPassword(input.password);
  const created = await db.transaction(async (tx) => {
    const result = await insertUser(tx, {
      email: input.email,
      nombre: input.name,
      passwordHash,
      rol: 'user',
      provincia: input.state,
      cp: input.postalCode,
      direccion: input.address,
      celular: input.celular ?? '',
    });
    if (!result.ok) return result;
    const { user } = result;
    const token = await issueToken(tx, user.id, 'verify');
    await enqueueMail(tx, verifyMail(mailContext(config), user.email, user.nombre, token));
    await recordAudit(tx, {
      actor: { id: user.id, email: user.email },
      accion: 'usuario.registrar',
      detalle: 'Registro de cliente',
      ip,
    });
    await startSession(tx, user.id);
    return result;
  });
  if (created.ok) after.mailQueued();
  return created;
}

/** "Crear nuevo usuario" of the back-office: the schema only lets `seller` through. */
export async function createSeller(db: Db, input: SellerForm, who: AuditWho): Promise<Created> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const result = await insertUser(tx, {
      email: input.email,
      nombre: input.nombre,
      passwordHash,
      rol: input.role,
      // The admin typed the seller's address: it counts as confirmed (DESIGN §3.18).
      emailConfirmado: true,
    });
    if (result.ok) {
      await recordAudit(tx, {
        ...who,
        accion: 'usuario.crear',
        detalle: `Creó la cuenta de vendedor ${result.user.email}`,
      });
    }
    return result;
  });
}

/** How many accounts there are (X-Total-Count of the users list). */
export async function countUsers(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

/** "Administrar usuarios": newest first, so a user just created shows at the top; one page. */
export async function listUsers(db: DbOrTx, page: PageQuery): Promise<UserRow[]> {
  const rows = await db
    .select({
      id: users.id,
      nombre: users.nombre,
      email: users.email,
      rol: users.rol,
      createdAt: users.createdAt,
      activo: users.activo,
    })
    .from(users)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ createdAt, rol, ...rest }) => ({
    ...rest,
    rol: rol,
    fecha: shopDateParts(createdAt).fecha,
  }));
}
