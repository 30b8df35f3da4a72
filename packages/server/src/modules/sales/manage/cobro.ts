// The customer's receipt, for staff (MARKET §7). The cobro itself is written by modules/cobro.
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { comprobantes } from '../../../db/schema.ts';
/** The customer's receipt of a sale, for staff; null when there is none. */
export async function findComprobante(db: Db, id: number) {
  const [row] = await db
    .select({ tipo: comprobantes.tipo, bytes: comprobantes.bytes })
    .from(comprobantes)
    .where(eq(comprobantes.saleId, id));
  return row ?? null;
}
