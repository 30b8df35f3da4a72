import { getTableName, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { rowsOf } from '../../src/db/client.ts';
import { schema } from '../../src/db/schema.ts';

export const tableNames = Object.values(schema).map((t) => getTableName(t));

/**
 * Row count and an md5 of every row of each table (rows as text, sorted): two databases with the
 * same digests hold the same data. Used to prove that a refused call changed nothing and that a
 * restored backup holds what was saved.
 */
export async function tableDigests(
  db: Db,
  tables: string[] = tableNames,
): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of tables) {
    const [row] = rowsOf<{ n: number; h: string }>(
      await db.execute(
        sql.raw(
          `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${table}" t`,
        ),
      ),
    );
    out[table] = `${row!.n}:${row!.h}`;
  }
  return out;
}
