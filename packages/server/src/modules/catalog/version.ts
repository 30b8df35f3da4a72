// The catalogue's version, as the cache reads it: once per request on PostgreSQL (one query in
// flight for every waiting request), and on the embedded database only after a notification.
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';

/** The catalogue's two numbers (migrations 0009, 0014): `version` moves with every write of
 * products, `contenido` with every write but one that changed only stock. */
export type Version = { version: number; contenido: number };

/** The catalogue's version: a trigger on products raises it in the writing transaction. */
export async function readVersion(db: DbOrTx): Promise<Version> {
  const rows = rowsOf<{ version: string | number; contenido: string | number }>(
    await db.execute(sql`SELECT version, contenido FROM catalog_version WHERE id = 1`),
  );
  return { version: Number(rows[0]?.version ?? 0), contenido: Number(rows[0]?.contenido ?? 0) };
}

const NO_VERSION: Version = { version: 0, contenido: 0 };

/**
 * Asks the database for the catalogue's version on behalf of every request waiting for it, and
 * never answers a request with a reading that started before the request arrived: a request that
 * comes while a reading runs waits for the next one. So every server sees a write on its next
 * request, with at most one small query in flight however many shoppers there are.
 */
export function versionReader(db: Db): () => Promise<Version> {
  let running: Promise<Version> | null = null;
  let next: Promise<Version> | null = null;
  const read = (): Promise<Version> => {
    if (!running) {
      running = readVersion(db).finally(() => {
        running = null;
      });
      return running;
    }
    next ??= running
      .catch(() => NO_VERSION)
      .then(() => {
        next = null;
        return read();
      });
    return next;
  };
  return read;
}

/** The channel the version trigger notifies on (migration 0012). */
const CHANNEL = 'feria_catalogo';

/**
 * On the embedded database every write is made by this process, and the version trigger's
 * notification reaches the cache before the writer's own call returns. So the cache reads the
 * version once and again only after a notification, instead of once per request: the catalogue
 * is then served like a file. A reading that a notification overtakes is not kept.
 */
export function notifiedVersion(pglite: PGlite, read: () => Promise<Version>) {
  let known: Version | null = null;
  let changes = 0;
  let listening = false;
  const stop = pglite
    .listen(CHANNEL, () => {
      changes++;
      known = null;
    })
    .then((unlisten) => {
      listening = true;
      return unlisten;
    });
  return {
    async version(): Promise<Version> {
      if (listening && known !== null) return known;
      // Kept only when read wholly while listening, with no notification meanwhile.
      const trusted = listening;
      const seen = changes;
      const value = await read();
      if (trusted && seen === changes) known = value;
      return value;
    },
    /** The next request reads the version again (this process has just written). */
    forget(): void {
      changes++;
      known = null;
    },
    async close(): Promise<void> {
      // A database already closed has stopped every listener: its unlisten would only throw
      // "PGlite is closed" and fail the app's own close (issue 43).
      if (pglite.closed) return;
      await (await stop)();
    },
  };
}
