import type { Db } from '../../db/client.ts';
import { listProducts } from './service.ts';

const TTL_MS = 5_000;

/**
 * The published catalogue as ready-to-send JSON. Product writes and sales call `invalidate()`;
 * the short TTL bounds staleness when another server process wrote to the same database.
 */
export function createCatalogCache(db: Db) {
  let body: string | null = null;
  let loadedAt = 0;
  let pending: Promise<string> | null = null;
  let generation = 0;

  async function load(): Promise<string> {
    const started = generation;
    const json = JSON.stringify(await listProducts(db, { includeUnpublished: false }));
    if (started === generation) {
      body = json;
      loadedAt = Date.now();
    }
    return json;
  }

  return {
    async publishedJson(): Promise<string> {
      if (body !== null && Date.now() - loadedAt < TTL_MS) return body;
      pending ??= load().finally(() => {
        pending = null;
      });
      return pending;
    },
    invalidate(): void {
      generation++;
      body = null;
    },
  };
}

export type CatalogCache = ReturnType<typeof createCatalogCache>;
