// MARKET §15 "No llevo a esta feria": while a producer has marked a feria, no web order of that
// feria holds their products, and no customer's change adds them or raises them. Read under the
// feria's row lock the order already holds (FOR SHARE in sale-feria.ts), so a mark committing at
// the same moment is seen or waited for.
import { weekdayDayMonth } from '@feria/domain/rules/ferias';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { noLlevo, products } from '../../db/schema.ts';

export type NoViene = { productId: number; nombre: string; dia: string };

/** The first of these products whose producer does not come to the feria, or null. */
export async function productNotComing(
  tx: DbOrTx,
  feria: { id: number; fecha: string } | null,
  productIds: readonly number[],
): Promise<NoViene | null> {
  if (!feria || productIds.length === 0) return null;
  const [row] = await tx
    .select({ productId: products.id, nombre: products.nombre })
    .from(products)
    .innerJoin(
      noLlevo,
      and(eq(noLlevo.productorId, products.productorId), eq(noLlevo.feriaId, feria.id)),
    )
    .where(inArray(products.id, [...productIds]))
    .orderBy(asc(products.id))
    .limit(1);
  return row ? { ...row, dia: weekdayDayMonth(feria.fecha) } : null;
}
