import type { PGlite } from '@electric-sql/pglite';
import type { Db } from '../../db/client.ts';
import { type EncodedBody, encodeBody, encodeLarge } from '../../http/encoded-body.ts';
import type { ListBytes } from './list-bytes.ts';
import { bytesOf, restocked, stockChangedSince, stockMark } from './restock.ts';
import { listProducts } from './service.ts';
import { type CatalogFilter, makeSnapshot, matching, page, type Snapshot } from './snapshot.ts';
import { notifiedVersion, readVersion, type Version, versionReader } from './version.ts';

/** A copy behind only in stock is made again at most once a second, however many orders come:
 * each copy costs the compression of the whole catalogue. */
const RESTOCK_GAP_MS = 1000;

/** A copy, the version it read and where its next reading of changed stock starts. */
type Copy = Snapshot &
  Version & { mark: string; bytes?: ListBytes; published?: Promise<EncodedBody> };

// Every cache made over a database, so a test that empties the tables can drop them all.
const cachesOf = new WeakMap<Db, Set<{ drop(): void }>>();

/**
 * Drops every catalogue copy made over this database (tests empty the tables between cases).
 */
export function invalidateCatalogCaches(db: Db): void {
  for (const cache of cachesOf.get(db) ?? []) cache.drop();
}

/**
 * The published catalogue in memory (see snapshot.ts), behind every public catalogue call, made
 * once per catalogue version: its JSON is kept as bytes with their ETag and compressed forms
 * (http/encoded-body.ts); searches look through the copy each time (ADR 0021). A copy behind
 * only in stock (an order, an annulment) goes on being served while the next one is made in the
 * background, its bytes ready before it replaces the old (issue 35: a stock change never makes a
 * shopper wait; the order re-checks stock anyway). Any other change is waited for: the next
 * request sees it.
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
    const copy = db
      .transaction(
        async (tx) => {
          const products = await listProducts(tx, { includeUnpublished: false });
          return { products, read: await readVersion(tx), mark: await stockMark(tx) };
        },
        { isolationLevel: 'repeatable read' },
      )
      .then(async ({ products, read, mark }): Promise<Copy> => {
        const made: Copy = { ...makeSnapshot(products), ...read, mark };
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
        async (tx) => ({
          mark: await stockMark(tx),
          rows: await stockChangedSince(tx, base.mark),
          read: await readVersion(tx),
        }),
        { isolationLevel: 'repeatable read' },
      )
      .then(async ({ rows, read, mark }): Promise<Copy> => {
        const next = read.contenido === base.contenido ? restocked(base, rows) : null;
        if (!next) return base;
        const made: Copy = { ...base, ...next, ...read, mark };
        made.published = encodeLarge(next.bytes.bytes);
        await (await made.published).encoded('br');
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

  const cache = {
    /** Every published product as ready bytes (GET /api/sheets/data). */
    async published(): Promise<EncodedBody> {
      const copy = await snapshot();
      copy.published ??= encodeLarge(bytesOf(copy).bytes);
      return copy.published;
    },
    /** Published products matching a search, category and brand (all optional). */
    async find(filter: CatalogFilter) {
      return matching(await snapshot(), filter);
    },
    /** The same as bytes (the /api/sheets/search and /filter calls). */
    async findBody(filter: CatalogFilter): Promise<EncodedBody> {
      return encodeBody(JSON.stringify(matching(await snapshot(), filter)));
    },
    /** One page of them with the total (GET /api/catalog), as bytes. */
    async pageBody(query: CatalogFilter & { offset: number; limit: number }) {
      return encodeBody(JSON.stringify(page(await snapshot(), query)));
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
