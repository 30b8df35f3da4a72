import type { SQL } from 'drizzle-orm';
import { loadConfig } from '../../packages/server/src/config.ts';
import { openDatabase } from '../../packages/server/src/db/open.ts';

export type Rows = (query: SQL) => Promise<Record<string, unknown>[]>;

/**
 * Opens a bench's database through the server's own db layer (PGlite in dataDir, or PostgreSQL),
 * runs `work` with a function returning a query's rows, and closes it. PGlite admits one process
 * at a time: call it before the server starts or after it stopped.
 */
export async function withDb<T>(
  dataDir: string,
  databaseUrl: string | undefined,
  work: (rows: Rows) => Promise<T>,
): Promise<T> {
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SEED_DEMO: 'false' });
  const database = await openDatabase(config);
  try {
    return await work(async (query) => {
      const result = (await database.db.execute(query)) as unknown as {
        rows: Record<string, unknown>[];
      };
      return result.rows;
    });
  } finally {
    await database.close();
  }
}
