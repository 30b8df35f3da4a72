import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.ts';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
const MIGRATION_LOCK = 7_355_608;

/** Applies the committed drizzle-kit migrations. On PostgreSQL an advisory lock lets several
 * server processes start at once without racing each other. */
export async function migrate(database: Database): Promise<void> {
  if (database.pglite) {
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
