import type { QueuedSale } from '@feria/domain/offline-queue';
import { useSyncExternalStore } from 'react';
import { queueNow, subscribeQueue } from './queue.ts';

/** Every sale waiting on this device, oldest first. */
export const useOfflineQueue = (): QueuedSale[] => useSyncExternalStore(subscribeQueue, queueNow);

/** How many sales this device has not sent yet (the register may not close meanwhile). */
export const useUnsentSales = (): number => useOfflineQueue().length;

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser believes it has a connection. */
export const useOnline = (): boolean =>
  useSyncExternalStore(subscribeOnline, () => navigator.onLine);
