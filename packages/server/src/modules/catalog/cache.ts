import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { type EncodedBody, encodeBody } from '../../http/encoded-body.ts';
import { listProducts } from './service.ts';
import { type CatalogFilter, makeSnapshot, matching, page, type Snapshot } from './snapshot.ts';

/** Answers kept per catalogue copy: the searches shoppers repeat are served as ready bytes. */
const ANSWERS_KEPT = 256;

type Copy = Snapshot & {
  version: number;
  published?: EncodedBody;
  answers: Map<string, EncodedBody>;
};

// Every cache made over a database, so a test that empties the tables can drop them all.
const cachesOf = new WeakMap<Db, Set<{ invalidate(): void }>>();

/** Drops every catalogue copy made over this database (tests empty the tables between cases). */
export function invalidateCatalogCaches(db: Db): void {
  for (const cache of cachesOf.get(db) ?? []) cache.invalidate();
}

/** The catalogue's version: a trigger on products raises it in the writing transaction. */
async function readVersion(db: DbOrTx): Promise<number> {
  const rows = rowsOf<{ version: string | number }>(
    await db.execute(sql`SELECT version FROM catalog_version WHERE id = 1`),
  );
  return Number(rows[0]?.version ?? 0);
}

/**
 * Asks the database for the catalogue's version on behalf of every request waiting for it, and
 * never answers a request with a reading that started before the request arrived: a request that
 * comes while a reading runs waits for the next one. So every server sees a write on its next
 * request, with at most one small query in flight however many shoppers there are.
 */
function versionReader(db: Db): () => Promise<number> {
  let running: Promise<number> | null = null;
  let next: Promise<number> | null = null;
  const read = (): Promise<number> => {
    if (!running) {
      running = readVersion(db).finally(() => {
        running = null;
      });
      return running;
    }
    next ??= running
      .catch(() => 0)
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
function notifiedVersion(pglite: PGlite, read: () => Promise<number>) {
  let known: number | null = null;
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
    async version(): Promise<number> {
      if (listening && known !== null) return known;
      // Kept only when read wholly while listening, with no notification meanwhile.
      const trusted = listening;
      const seen = changes;
      const value = await read();
      if (trusted && seen === changes) known = value;
      return value;
    },
    async close(): Promise<void> {
      await (await stop)();
    },
  };
}

/**
 * The published catalogue in memory (see snapshot.ts), behind every public catalogue call, made
 * once per catalogue version: its JSON and repeated search answers are kept as bytes with their
 * ETag and compressed forms (http/encoded-body.ts). Writes in this process also call
 * `invalidate()` so the next request reads again at once.
 */
export function createCatalogCache(db: Db, pglite?: PGlite) {
  const notified = pglite ? notifiedVersion(pglite, versionReader(db)) : null;
  const version = notified?.version ?? versionReader(db);
  let current: Copy | null = null;
  let pending: { version: number; copy: Promise<Copy> } | null = null;
  let generation = 0;

  function load(wanted: number): Promise<Copy> {
    const started = generation;
    const previous = current;
    const copy = db
      .transaction(
        async (tx) => {
          const products = await listProducts(tx, { includeUnpublished: false });
          return { products, version: await readVersion(tx) };
        },
        { isolationLevel: 'repeatable read' },
      )
      .then(({ products, version: read }): Copy => {
        const made = { ...makeSnapshot(products, previous), version: read, answers: new Map() };
        if (started === generation && (!current || current.version <= read)) current = made;
        return made;
      })
      .finally(() => {
        if (pending?.copy === copy) pending = null;
      });
    pending = { version: wanted, copy };
    return copy;
  }

  async function snapshot(): Promise<Copy> {
    const wanted = await version();
    if (current && current.version >= wanted) return current;
    if (pending && pending.version >= wanted) return pending.copy;
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
      copy.published ??= encodeBody(JSON.stringify(copy.products));
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
     * Drops the copy. A load already running may have read the rows before the write, so it is
     * forgotten too: the next request after a write always reads the database again.
     */
    invalidate(): void {
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
