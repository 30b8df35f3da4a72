import path from 'node:path';
import type { Config } from '../config.ts';
import { type Database, openPglite, openPostgres } from './client.ts';
import { checkEmbeddedDir, corruptDataDir } from './data-dir-check.ts';
import { lockDataDir } from './lock.ts';
import { migrate } from './migrate.ts';

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite in DATA_DIR/db; migrated. */
export async function openDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'dataDir'>,
): Promise<Database> {
  if (config.DATABASE_URL) {
    const database = await openPostgres(config.DATABASE_URL);
    await migrate(database);
    return database;
  }
  const dir = path.join(config.dataDir, 'db');
  // A start right after a stop may find the old server still closing: it gets 10 s to finish.
  const unlock = await lockDataDir(dir, { waitMs: 10_000, onWait: (m) => console.info(m) });
  try {
    checkEmbeddedDir(dir);
    const database = await openPglite(dir).catch((err: unknown) => {
      throw corruptDataDir(dir, err);
    });
    await migrate(database);
    const close = database.close;
    return {
      ...database,
      close: async () => {
        await close();
        unlock();
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}
