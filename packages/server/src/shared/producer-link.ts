// A product's `marca` names its producer, ignoring case, accents and outer spaces (MARKET §4).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { productores } from '../db/schema.ts';

/** The producer named `marca`, created when new; call it in the product's own transaction. */
export async function producerIdFor(tx: DbOrTx, marca: string): Promise<number> {
  const nombre = marca.trim();
  const [created] = await tx
    .insert(productores)
    .values({ nombre })
    .onConflictDoNothing({ target: productores.nombreNormalizado })
    .returning({ id: productores.id });
  if (created) return created.id;
  const [found] = await tx
    .select({ id: productores.id })
    .from(productores)
    .where(sql`${productores.nombreNormalizado} = feria_unaccent(lower(btrim(${nombre})))`);
  if (!found) throw new Error(`No se encontró el productor de la marca ${nombre}`);
  return found.id;
}
