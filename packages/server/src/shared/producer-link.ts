// A product's `marca` names its producer, ignoring case, accents and extra spaces (MARKET §4), as
// the domain's normalizeText compares names.
import { asc, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { sameFoldedName } from '../db/fold.ts';
import { productores } from '../db/schema.ts';

/** The producer whose name `name` names (on the index of its folded name). */
export const producerNamed = (name: SQLWrapper | string): SQL =>
  sameFoldedName(productores.nombreNormalizado, name);

// The market's default commission (COMISION_POR_DEFECTO, MARKET §4) in basis points. Set once by
// buildApp from the config: producers are also created by import jobs resumed at start-up, far
// from any request that could carry the config.
let defaultCommissionBp = 1500;

export function setDefaultCommission(percent: number): void {
  defaultCommissionBp = Math.round(percent * 100);
}

/** The commission a producer made by a new marca or an import starts with, in basis points. */
export const defaultCommission = (): number => defaultCommissionBp;

const findProducer = async (tx: DbOrTx, nombre: string) => {
  const [found] = await tx
    .select({ id: productores.id })
    .from(productores)
    .where(producerNamed(nombre))
    .orderBy(asc(productores.id))
    .limit(1);
  return found?.id;
};

/** The producer named `marca`, created when new; call it in the product's own transaction. */
export async function producerIdFor(tx: DbOrTx, marca: string): Promise<number> {
  const nombre = marca.trim();
  const known = await findProducer(tx, nombre);
  if (known !== undefined) return known;
  const [created] = await tx
    .insert(productores)
    .values({ nombre, comisionBp: defaultCommissionBp })
    .onConflictDoNothing({ target: productores.nombreNormalizado })
    .returning({ id: productores.id });
  if (created) return created.id;
  // Another transaction created it meanwhile.
  const found = await findProducer(tx, nombre);
  if (found === undefined) throw new Error(`No se encontró el productor de la marca ${nombre}`);
  return found;
}
