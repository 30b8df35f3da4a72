import { type QueuedSale, type QueueView, queueView } from '@feria/domain/rules/offline-queue';
import { useMemo, useSyncExternalStore } from 'react';
import { queueNow, subscribeQueue } from './queue.ts';

/** Every sale waiting on this device, oldest first. */
export const useOfflineQueue = (): QueuedSale[] => useSyncExternalStore(subscribeQueue, queueNow);

/** The queue as the seller signed in sees it: theirs to send, and what is under "Revisar". */
export function useQueueView(uid: string | null): QueueView {
  const queue = useOfflineQueue();
  return useMemo(() => queueView(queue, uid), [queue, uid]);
}

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
