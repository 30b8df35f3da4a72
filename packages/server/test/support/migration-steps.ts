// For tests of an upgrade: a fresh, empty database of the kind under test, and the migration SQL
// files run one by one in journal order, as drizzle's migrator would, so a test can stop between
// two of them and write the data an older version left.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGLITE_EXTENSIONS } from '../../src/db/client.ts';
import { testDbKind } from './database.ts';

const folder = fileURLToPath(new URL('../../drizzle/', import.meta.url));

/** The migrations' tags (file names without .sql), in journal order. */
export const migrationTags = (
  JSON.parse(fs.readFileSync(`${folder}meta/_journal.json`, 'utf8')) as {
    entries: { tag: string }[];
  }
).entries.map((e) => e.tag);

export type FreshDatabase = {
  exec(sql: string): Promise<unknown>;
  rows<T>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
};

/** An empty database: an in-memory PGlite, or a PostgreSQL database made now and dropped on close. */
export async function openFreshDatabase(): Promise<FreshDatabase> {
  if (testDbKind === 'pglite') {
    const db = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    return {
      exec: (sql) => db.exec(sql),
      rows: async (sql, params) => (await db.query(sql, params)).rows as never,
      close: () => db.close(),
    };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = `feria_mig_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  return {
    exec: (sql) => client.query(sql),
    rows: async (sql, params) => (await client.query(sql, params)).rows,
    close: async () => {
      await client.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** Runs one migration's statements. */
export async function applyMigration(db: FreshDatabase, tag: string): Promise<void> {
  const text = fs.readFileSync(`${folder}${tag}.sql`, 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await db.exec(statement);
  }
}
