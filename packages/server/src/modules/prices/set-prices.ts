import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** Sets many products' prices with one statement per thousand products. */
export async function setPrices(tx: DbOrTx, prices: readonly { id: number; cents: number }[]) {
  for (let i = 0; i < prices.length; i += 1000) {
    const values = sql.join(
      prices.slice(i, i + 1000).map((p) => sql`(${p.id}::int, ${p.cents}::int)`),
      sql`, `,
    );
    await tx.execute(sql`
      update products set precio_cents = v.cents, updated_at = now()
      from (values ${values}) as v(id, cents)
      where products.id = v.id`);
  }
}
