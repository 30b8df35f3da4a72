// Starting an existing embedded shop (issue 51, `npm start` ≤ 1 s): a database that already holds
// every migration is not migrated again. Drizzle's migrator would read and hash every file and run
// its own statements to learn that; one query says it.
import fs from 'node:fs';
import { expect, test } from 'vitest';
import { openPglite } from './client.ts';
import { migrate } from './migrate.ts';

const journal = JSON.parse(
  fs.readFileSync(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: unknown[] };

test('una base que ya tiene todas las migraciones se abre con una sola consulta', async () => {
  const database = await openPglite();
  try {
    await migrate(database);
    const pglite = database.pglite!;
    let statements = 0;
    const query = pglite.query.bind(pglite);
    const exec = pglite.exec.bind(pglite);
    pglite.query = ((...args: Parameters<typeof query>) => {
      statements++;
      return query(...args);
    }) as typeof pglite.query;
    pglite.exec = ((...args: Parameters<typeof exec>) => {
      statements++;
      return exec(...args);
    }) as typeof pglite.exec;
    await migrate(database);
    expect(statements).toBe(1);
    const [row] = (
      await query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations')
    ).rows;
    expect(row?.n).toBe(journal.entries.length);
  } finally {
    await database.close();
  }
});
