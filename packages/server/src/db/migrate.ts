import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { type Database, type Db, rowsOf } from './client.ts';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
const MIGRATION_LOCK = 7_355_608;

/** Applies the committed drizzle-kit migrations. On PostgreSQL an advisory lock lets several
 * server processes start at once without racing each other. */
export async function migrate(database: Database): Promise<void> {
  if (database.pglite) {
    // An existing shop already holds every migration: one query says so, where the migrator
    // reads and hashes every file and runs its own statements in a transaction (issue 51, start).
    if (await migrationsApplied(database.db).catch(() => false)) return;
    await migratePglite(drizzlePglite(database.pglite), { migrationsFolder });
    return;
  }
  const { drizzle: drizzlePg } = await import('drizzle-orm/node-postgres');
  const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
  const client = await database.pool!.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

let newestMigration: number | null = null;

/** True when the database answers and holds every committed migration (drizzle records each
 * applied one by its journal time, and applies them in that order). */
export async function migrationsApplied(db: Db): Promise<boolean> {
  if (newestMigration === null) {
    const journal = JSON.parse(
      fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: { when: number }[] };
    newestMigration = Math.max(...journal.entries.map((e) => e.when));
  }
  const [row] = rowsOf<{ newest: string | number | null }>(
    await db.execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`),
  );
  return Number(row?.newest ?? 0) >= newestMigration;
}
