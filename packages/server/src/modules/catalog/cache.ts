import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { type EncodedBody, encodeBody } from '../../http/encoded-body.ts';
import { listJson, publishedStock, restocked } from './restock.ts';
import { listProducts } from './service.ts';
import { type CatalogFilter, makeSnapshot, matching, page, type Snapshot } from './snapshot.ts';

/** Answers kept per catalogue copy: the searches shoppers repeat are served as ready bytes. */
const ANSWERS_KEPT = 256;

/** A copy behind only in stock is made again at most once a second, however many orders come:
 * each copy costs the compression of the whole catalogue. */
const RESTOCK_GAP_MS = 1000;

/** The catalogue's two numbers (migrations 0009, 0014): `version` moves with every write of
 * products, `contenido` with every write but one that changed only stock. */
type Version = { version: number; contenido: number };

type Copy = Snapshot &
  Version & {
    fragments?: string[];
    published?: EncodedBody;
    answers: Map<string, EncodedBody>;
  };

// Every cache made over a database, so a test that empties the tables can drop them all.
const cachesOf = new WeakMap<Db, Set<{ drop(): void }>>();

/** Drops every catalogue copy made over this database (tests empty the tables between cases). */
export function invalidateCatalogCaches(db: Db): void {
  for (const cache of cachesOf.get(db) ?? []) cache.drop();
}

/** The catalogue's version: a trigger on products raises it in the writing transaction. */
async function readVersion(db: DbOrTx): Promise<Version> {
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
function versionReader(db: Db): () => Promise<Version> {
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
function notifiedVersion(pglite: PGlite, read: () => Promise<Version>) {
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
      await (await stop)();
    },
  };
}

/**
 * The published catalogue in memory (see snapshot.ts), behind every public catalogue call, made
 * once per catalogue version: its JSON and repeated search answers are kept as bytes with their
 * ETag and compressed forms (http/encoded-body.ts). A copy behind only in stock (an order, an
 * annulment) goes on being served while the next one is made in the background, its bytes ready
 * before it replaces the old (issue 35: a stock change never makes a shopper wait; the order
 * re-checks stock anyway). Any other change is waited for: the next request sees it.
 */
export function createCatalogCache(db: Db, pglite?: PGlite) {
  const notified = pglite ? notifiedVersion(pglite, versionReader(db)) : null;
  const version = notified?.version ?? versionReader(db);
  let current: Copy | null = null;
  let pending: { version: number; copy: Promise<Copy> } | null = null;
  let generation = 0;
  let restockedAt = 0;

  function load(wanted: Version): Promise<Copy> {
    const started = generation;
    const previous = current;
    const copy = db
      .transaction(
        async (tx) => {
          const products = await listProducts(tx, { includeUnpublished: false });
          return { products, read: await readVersion(tx) };
        },
        { isolationLevel: 'repeatable read' },
      )
      .then(async ({ products, read }): Promise<Copy> => {
        const made: Copy = { ...makeSnapshot(products, previous), ...read, answers: new Map() };
        if (started === generation && (!current || current.version <= read.version)) {
          current = made;
        }
        return made;
      })
      .finally(() => {
        if (pending?.copy === copy) pending = null;
      });
    pending = { version: wanted.version, copy };
    return copy;
  }

  /**
   * The next copy of one behind only in stock, made in the background (restock.ts) with its bytes
   * and their brotli form ready before it replaces the old. When more than stock changed
   * meanwhile it gives up: the next request sees `contenido` moved and reads everything.
   */
  function restock(base: Copy, wanted: Version): void {
    const started = generation;
    restockedAt = Date.now();
    const copy = db
      .transaction(
        async (tx) => ({ rows: await publishedStock(tx), read: await readVersion(tx) }),
        { isolationLevel: 'repeatable read' },
      )
      .then(async ({ rows, read }): Promise<Copy> => {
        const next = read.contenido === base.contenido ? restocked(base, rows) : null;
        if (!next) return base;
        const made: Copy = { ...base, ...next, ...read, published: undefined, answers: new Map() };
        made.published = encodeBody(listJson(made));
        await made.published.encoded('br');
        if (started === generation && current && current.version <= read.version) current = made;
        return made;
      })
      .finally(() => {
        if (pending?.copy === copy) pending = null;
      });
    copy.catch(() => {});
    pending = { version: wanted.version, copy };
  }

  async function snapshot(): Promise<Copy> {
    const wanted = await version();
    if (current && current.version >= wanted.version) return current;
    if (current && current.contenido >= wanted.contenido) {
      // Only stock moved: the copy at hand now, the next one made meanwhile (one at a time).
      if (!pending && Date.now() - restockedAt >= RESTOCK_GAP_MS) restock(current, wanted);
      return current;
    }
    if (pending && pending.version >= wanted.version) return pending.copy;
    return load(wanted);
  }

  function answer(copy: Copy, key: string, make: () => unknown): EncodedBody {
    let body = copy.answers.get(key);
    if (!body) {
      body = encodeBody(JSON.stringify(make()));
      if (copy.answers.size >= ANSWERS_KEPT) {
        copy.answers.delete(copy.answers.keys().next().value as string);
      }
      copy.answers.set(key, body);
    }
    return body;
  }

  const cache = {
    /** Every published product as ready bytes (GET /api/sheets/data). */
    async published(): Promise<EncodedBody> {
      const copy = await snapshot();
      copy.published ??= encodeBody(listJson(copy));
      return copy.published;
    },
    /** Published products matching a search, category and brand (all optional). */
    async find(filter: CatalogFilter) {
      return matching(await snapshot(), filter);
    },
    /** The same as ready bytes, kept for the next shopper who asks the same. */
    async findBody(filter: CatalogFilter): Promise<EncodedBody> {
      const copy = await snapshot();
      return answer(copy, JSON.stringify(['find', filter]), () => matching(copy, filter));
    },
    /** One page of them with the total (GET /api/catalog), as ready bytes. */
    async pageBody(query: CatalogFilter & { offset: number; limit: number }) {
      const copy = await snapshot();
      return answer(copy, JSON.stringify(['page', query]), () => page(copy, query));
    },
    /**
     * After a write of this process: the next request reads the version again. A copy loaded
     * before the write is never taken for a newer version (each copy knows the version it read).
     */
    invalidate(): void {
      notified?.forget();
    },
    /** Forgets every copy (tests empty the tables, and the version with them). */
    drop(): void {
      generation++;
      current = null;
      pending = null;
    },
    /** Stops listening for the embedded database's notifications. */
    close: async () => notified?.close(),
  };
  if (!cachesOf.has(db)) cachesOf.set(db, new Set());
  cachesOf.get(db)!.add(cache);
  return cache;
}

export type CatalogCache = ReturnType<typeof createCatalogCache>;
