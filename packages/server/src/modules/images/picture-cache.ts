import type { Db } from '../../db/client.ts';
import { readPicture } from '../../shared/picture-store.ts';

/** At most this many bytes of pictures kept in memory, the least recently served dropped first. */
const KEPT_BYTES = 24 * 1024 * 1024;

/** Reads pictures from the database through a small in-memory cache (they never change). */
export function pictureCache(db: Db, keptBytes = KEPT_BYTES) {
  const kept = new Map<string, Buffer>();
  let size = 0;
  return {
    async get(name: string): Promise<Buffer | null> {
      const hit = kept.get(name);
      if (hit) {
        kept.delete(name);
        kept.set(name, hit);
        return hit;
      }
      const bytes = await readPicture(db, name);
      if (!bytes || bytes.length > keptBytes) return bytes;
      kept.set(name, bytes);
      size += bytes.length;
      for (const [oldest, old] of kept) {
        if (size <= keptBytes) break;
        kept.delete(oldest);
        size -= old.length;
      }
      return bytes;
    },
  };
}
