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
  if (tables.length === 0) return {};
  // One statement for every table: the fuzz test takes a digest around each of thousands of
  // calls, and one round trip per table made it a third of the PGlite suite's time.
  const query = tables
    .map(
      (table) =>
        `select '${table}' as name, count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${table}" t`,
    )
    .join(' union all ');
  const rows = rowsOf<{ name: string; n: number; h: string }>(await db.execute(sql.raw(query)));
  return Object.fromEntries(rows.map((row) => [row.name, `${row.n}:${row.h}`]));
}
