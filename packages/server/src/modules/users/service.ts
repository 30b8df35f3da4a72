import { shopDateParts } from '@feria/domain/dates';
import type { UserRow } from '@feria/domain/schemas/api-types';
import type { PageQuery } from '@feria/domain/schemas/paging';
import type { Register, SellerForm } from '@feria/domain/schemas/user';
import { count, desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { hashPassword } from '../../shared/password.ts';
import { type Created, insertUser } from '../../shared/user-records.ts';

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
