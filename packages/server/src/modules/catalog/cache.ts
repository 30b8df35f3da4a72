import type { Db } from '../../db/client.ts';
import { listProducts } from './service.ts';
import { type CatalogFilter, makeSnapshot, matching, page, type Snapshot } from './snapshot.ts';

const TTL_MS = 5_000;

// Every cache made over a database, so a test that empties the tables can drop them all.
const cachesOf = new WeakMap<Db, Set<{ invalidate(): void }>>();

/** Drops every catalogue copy made over this database (tests empty the tables between cases). */
export function invalidateCatalogCaches(db: Db): void {
  for (const cache of cachesOf.get(db) ?? []) cache.invalidate();
}

/**
 * The published catalogue in memory (see snapshot.ts), behind every public catalogue call.
 * Product writes and sales in this process call `invalidate()`: the next request reads the
 * database again and waits for it. Other server processes writing to the same database are
 * caught by the TTL: an older copy is then still answered while a fresh one loads in the
 * background, so no shopper waits for a reload of a large catalogue.
 */
export function createCatalogCache(db: Db, ttlMs = TTL_MS) {
  let current: Snapshot | null = null;
  let loadedAt = 0;
  let pending: Promise<Snapshot> | null = null;
  let generation = 0;

  function load(): Promise<Snapshot> {
    const started = generation;
    const loading = listProducts(db, { includeUnpublished: false })
      .then((products) => {
        const snapshot = makeSnapshot(products);
        if (started === generation) {
          current = snapshot;
          loadedAt = Date.now();
        }
        return snapshot;
      })
      .finally(() => {
        if (pending === loading) pending = null;
      });
    pending = loading;
    return loading;
  }

  async function snapshot(): Promise<Snapshot> {
    if (current) {
      if (Date.now() - loadedAt >= ttlMs && !pending) {
        // A failed background reload keeps the copy we have; the next request tries again.
        load().catch(() => {});
      }
      return current;
    }
    return pending ?? load();
  }

  const cache = {
    async publishedJson(): Promise<string> {
      const s = await snapshot();
      s.json ??= JSON.stringify(s.products);
      return s.json;
    },
    /** Published products matching a search, category and brand (all optional). */
    async find(filter: CatalogFilter) {
      return matching(await snapshot(), filter);
    },
    /** One page of them, with the total (GET /api/catalog). */
    async page(query: CatalogFilter & { offset: number; limit: number }) {
      return page(await snapshot(), query);
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
  };
  if (!cachesOf.has(db)) cachesOf.set(db, new Set());
  cachesOf.get(db)!.add(cache);
  return cache;
}

export type CatalogCache = ReturnType<typeof createCatalogCache>;
