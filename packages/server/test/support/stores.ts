// Where a spawned server keeps its data, for the tests that kill and restart it: a PGlite data
// directory, or a PostgreSQL database of its own created on TEST_DATABASE_URL's server from the
// run's migrated template and dropped afterwards.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { type Database, openPostgres } from '../../src/db/client.ts';
import { openDatabase } from '../../src/db/open.ts';
import { tempDir } from './processes.ts';

export type Store = {
  kind: 'pglite' | 'postgres';
  /** What a server process needs in its environment to use this store. */
  env: { DATA_DIR: string; DATABASE_URL?: string };
  /** Opens the store in this process (PGlite: only while no server holds it). */
  open(): Promise<Database>;
  remove(): Promise<void>;
};

export async function freshPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL no está definida');
  const name = `feria_p_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export async function createStore(kind: 'pglite' | 'postgres'): Promise<Store> {
  const dataDir = tempDir('feria-store-');
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'pglite') {
    return {
      kind,
      env: { DATA_DIR: dataDir },
      open: () => openDatabase(loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false' })),
      remove: async () => removeDir(),
    };
  }
  const database = await freshPostgres();
  return {
    kind,
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    open: () => openPostgres(database.url, 2),
    remove: async () => {
      await database.drop();
      removeDir();
    },
  };
}
