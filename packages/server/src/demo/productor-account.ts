// MARKET §15: the demo shop gives one producer its access, so `npm start` shows "Mi puesto".
import { randomBytes, randomUUID } from 'node:crypto';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { productores, products, users } from '../db/schema.ts';
import { hashPassword } from '../shared/password.ts';

/** @internal Exported for its tests. */
export const DEMO_PRODUCTOR_EMAIL = 'productor@feria.local';

/** The producer with the most products gets the demo access; answers its credential line. */
export async function seedProductorAccount(db: DbOrTx): Promise<string[]> {
  const [top] = await db
    .select({ id: productores.id, nombre: productores.nombre, n: count(products.id) })
    .from(productores)
    .leftJoin(products, eq(products.productorId, productores.id))
    .groupBy(productores.id)
    .orderBy(desc(count(products.id)), asc(productores.nombre))
    .limit(1);
  if (!top) return [];
  const password = randomBytes(9).toString('base64url');
  await db.insert(users).values({
    id: randomUUID(),
    email: DEMO_PRODUCTOR_EMAIL,
    nombre: top.nombre,
    rol: 'productor',
    productorId: top.id,
    passwordHash: await hashPassword(password),
    emailConfirmado: true,
  });
  return [`  productor: ${DEMO_PRODUCTOR_EMAIL} / ${password} (${top.nombre}, Mi puesto)`];
}
