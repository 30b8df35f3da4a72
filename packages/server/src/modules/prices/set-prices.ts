import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** Sets many products' prices in one statement: the pairs travel as one JSON parameter. */
export async function setPrices(tx: DbOrTx, prices: readonly { id: number; cents: number }[]) {
  if (prices.length === 0) return;
  const pairs = JSON.stringify(prices.map((p) => [p.id, p.cents]));
  await tx.execute(sql`
    update products set precio_cents = (v.p->>1)::int, updated_at = now()
    from json_array_elements(${pairs}::json) as v(p)
    where products.id = (v.p->>0)::int`);
}
