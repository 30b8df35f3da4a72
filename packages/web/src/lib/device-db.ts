// What Control keeps on the device (IndexedDB, through idb): the sales made with no connection,
// and the last answers of the few calls Control needs to open offline (the session, the products
// with their stock, the categories, the open register). Loaded only by back-office code.
import type { QueuedSale } from '@feria/domain/rules/offline-queue';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

type Saved = { url: string; data: unknown; savedAt: string };

interface DeviceDb extends DBSchema {
  ventas: { key: string; value: QueuedSale };
  copias: { key: string; value: Saved };
}

let opened: Promise<IDBPDatabase<DeviceDb>> | null = null;

function db(): Promise<IDBPDatabase<DeviceDb>> {
  opened ??= openDB<DeviceDb>('feria-control', 1, {
    upgrade(database) {
      database.createObjectStore('ventas', { keyPath: 'key' });
      database.createObjectStore('copias', { keyPath: 'url' });
    },
  });
  return opened;
}

export async function readQueue(): Promise<QueuedSale[]> {
  const all = await (await db()).getAll('ventas');
  return all.sort((a, b) => a.seq - b.seq);
}

export async function putQueued(sale: QueuedSale): Promise<void> {
  await (await db()).put('ventas', sale);
}

export async function removeQueued(key: string): Promise<void> {
  await (await db()).delete('ventas', key);
}

export async function saveCopy(url: string, data: unknown): Promise<void> {
  await (await db()).put('copias', { url, data, savedAt: new Date().toISOString() });
}

export async function readCopy(url: string): Promise<Saved | undefined> {
  return (await db()).get('copias', url);
}

/** Signing out forgets the copies (they hold the session and the register); the queue stays. */
export async function forgetCopies(): Promise<void> {
  await (await db()).clear('copias');
}
