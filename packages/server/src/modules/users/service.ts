import { randomUUID } from 'node:crypto';
import { shopDateParts } from '@feria/domain/dates';
import type { UserRow } from '@feria/domain/schemas/api-types';
import type { PageQuery } from '@feria/domain/schemas/paging';
import type { Register, SellerForm } from '@feria/domain/schemas/user';
import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { hashPassword } from '../auth/password.ts';

export type UserRecord = typeof users.$inferSelect;
export type NewUser = Omit<typeof users.$inferInsert, 'id' | 'createdAt'>;
export type Created = { ok: true; user: UserRecord } | { ok: false; reason: 'duplicate' };

/** PostgreSQL's unique_violation, wrapped or not by the driver. */
function isUniqueViolation(err: unknown): boolean {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

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

/** Public registration: always a customer, whatever the request asked for. */
export async function registerCustomer(db: DbOrTx, input: Register): Promise<Created> {
  return insertUser(db, {
    email: input.email,
    nombre: input.name,
    passwordHash: await hashPassword(input.password),
    rol: 'user',
    provincia: input.state,
    cp: input.postalCode,
    direccion: input.address,
    celular: input.celular ?? '',
  });
}

/** "Crear nuevo usuario" of the back-office: the schema only lets `seller` through. */
export async function createSeller(db: DbOrTx, input: SellerForm): Promise<Created> {
  return insertUser(db, {
    email: input.email,
    nombre: input.nombre,
    passwordHash: await hashPassword(input.password),
    rol: input.role,
    // The admin typed the seller's address: it counts as confirmed (DESIGN §3.18).
    emailConfirmado: true,
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
