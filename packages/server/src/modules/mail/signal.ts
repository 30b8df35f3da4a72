// Lets a route wake the mail worker right after its transaction commits, instead of waiting for
// the next poll. Keyed by the database handle so the app and the worker need no shared object;
// nudging a database that has no worker (most tests) does nothing.

const listeners = new WeakMap<object, Set<() => void>>();

export function onMailNudge(db: object, listener: () => void): () => void {
  let set = listeners.get(db);
  if (!set) {
    set = new Set();
    listeners.set(db, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

/** Call after committing a transaction that queued mail. */
export function nudgeMailWorker(db: object): void {
  for (const listener of listeners.get(db) ?? []) listener();
}
