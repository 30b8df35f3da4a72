import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { getTableName, sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import { schema } from '../../src/db/schema.ts';

export const testDbKind = process.env.FERIA_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

let current: Promise<Database> | null = null;

async function createPostgres(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL!;
  const name = `feria_t_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString());
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

async function createPglite(): Promise<Database> {
  // The run's migrated data folder (global-setup.ts); migrated here when a file runs without it.
  const template = inject('pgliteTemplate');
  if (template) return openPglite(undefined, new Blob([await fs.readFile(template)]));
  const database = await openPglite();
  await migrate(database);
  return database;
}

/** One real database per test file (PGlite in memory, or a copy of the PostgreSQL template). */
export function testDatabase(): Promise<Database> {
  current ??= testDbKind === 'postgres' ? createPostgres() : createPglite();
  return current;
}

/**
 * Closes (and on PostgreSQL drops) this file's database. Called from an afterAll registered while
 * the file is collected: a hook registered later, inside a running beforeEach, would never run.
 */
export async function closeTestDatabase(): Promise<void> {
  const database = await current;
  current = null;
  await database?.close();
}

const tables = Object.values(schema).map((t) => `"${getTableName(t)}"`);

/** Empties every table so each test starts from nothing. */
export async function resetDatabase(database: Database): Promise<void> {
  await database.db.execute(sql.raw(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`));
}
