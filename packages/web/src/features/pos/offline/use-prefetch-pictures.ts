import { useEffect } from 'react';
import { useGetPosProductsQuery } from '../api.ts';
import { posThumb } from '../pictures.ts';
import { useOnline } from './use-offline.ts';

/** The service worker's cache of pictures (vite.config.ts, runtimeCaching "fotos"). */
const PICTURE_CACHE = 'fotos';
const AT_ONCE = 4;
const asked = new Set<string>();

/**
 * Every product's picture on the phone once Control has been opened online (MARKET §3), not only
 * those scrolled past: each one the list shows that the cache lacks is asked for, a few at a
 * time. The request goes through the service worker, whose CacheFirst rule keeps it (with its
 * expiry bookkeeping). Nothing happens without a service worker in control (the first visit, a
 * development build) or without a connection.
 */
export function usePrefetchPictures(): void {
  const { data } = useGetPosProductsQuery();
  const online = useOnline();
  useEffect(() => {
    if (!data || !online || !navigator.serviceWorker?.controller || !('caches' in window)) return;
    let stopped = false;
    const urls = [...new Set(data.map((p) => posThumb(p.url)))].filter(
      (url) => url.startsWith('/uploads/') && !asked.has(url),
    );
    void (async () => {
      const cache = await caches.open(PICTURE_CACHE);
      const next = async (): Promise<void> => {
        for (let url = urls.shift(); url !== undefined && !stopped; url = urls.shift()) {
          asked.add(url);
          if (await cache.match(url)) continue;
          await fetch(url, { credentials: 'same-origin' }).catch(() => asked.delete(url));
        }
      };
      await Promise.all(Array.from({ length: AT_ONCE }, next));
    })().catch(() => {});
    return () => {
      stopped = true;
    };
  }, [data, online]);
}
