// A wake-up keyed by the database handle: a route nudges a background worker right after its
// transaction commits, with no shared object between them; nudging a database that has no worker
// listening (most tests) does nothing. The mail worker and bolsón generation each have one.

export type Nudge = {
  on(db: object, listener: () => void): () => void;
  nudge(db: object): void;
};

export function createNudge(): Nudge {
  const listeners = new WeakMap<object, Set<() => void>>();
  return {
    on(db, listener) {
      let set = listeners.get(db);
      if (!set) {
        set = new Set();
        listeners.set(db, set);
      }
      set.add(listener);
      return () => set.delete(listener);
    },
    nudge(db) {
      for (const listener of listeners.get(db) ?? []) listener();
    },
  };
}
