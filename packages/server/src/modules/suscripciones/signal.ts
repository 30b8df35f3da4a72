// Lets the ferias routes wake generation right after a feria is created or edited (MARKET §9),
// keyed by the database handle like the mail worker's nudge; without a generator (most tests)
// it does nothing.
const listeners = new WeakMap<object, Set<() => void>>();

export function onGenerationNudge(db: object, listener: () => void): () => void {
  let set = listeners.get(db);
  if (!set) {
    set = new Set();
    listeners.set(db, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

export function nudgeGeneration(db: object): void {
  for (const listener of listeners.get(db) ?? []) listener();
}
