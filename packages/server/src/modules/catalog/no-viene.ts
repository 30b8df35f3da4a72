// MARKET §15: `noVieneA` of the Product answers, the programada ferias from today on that each
// producer marked "No llevo" (one query for a whole list). A mark changes the catalogue's version
// (migration 0049), so a cached list is made again with it.
import { shopToday } from '@feria/domain/rules/dates';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ferias, noLlevo } from '../../db/schema.ts';
import { type ProductRow, toProduct } from './product-dto.ts';

/** The ids of the ferias ahead each of these producers does not come to, by producer. */
async function absentFerias(
  db: DbOrTx,
  productorIds: readonly (number | null)[],
): Promise<Map<number, number[]>> {
  const ids = [...new Set(productorIds.filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ productorId: noLlevo.productorId, feriaId: noLlevo.feriaId })
    .from(noLlevo)
    .innerJoin(ferias, eq(ferias.id, noLlevo.feriaId))
    .where(
      and(
        inArray(noLlevo.productorId, ids),
        eq(ferias.estado, 'programada'),
        gte(ferias.fecha, shopToday()),
      ),
    )
    .orderBy(asc(ferias.fecha), asc(ferias.id));
  const byProducer = new Map<number, number[]>();
  for (const r of rows) {
    const list = byProducer.get(r.productorId);
    if (list) list.push(r.feriaId);
    else byProducer.set(r.productorId, [r.feriaId]);
  }
  return byProducer;
}

/** Product answers for rows, each with its producer's `noVieneA`. */
export async function toProducts(db: DbOrTx, rows: readonly ProductRow[]) {
  const absent = await absentFerias(
    db,
    rows.map((r) => r.productorId),
  );
  return rows.map((r) =>
    toProduct(r, r.productorId === null ? [] : (absent.get(r.productorId) ?? [])),
  );
}
