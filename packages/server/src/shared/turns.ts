// Requests that will queue on one database advisory lock (the sign-in, registration, order and
// receipt counters of one e-mail or address) queue in memory first, one at a time per key in this
// process. Waiting at the lock itself holds one of the pool's ten connections per waiter: a burst
// of 150 wrong sign-ins from one address held all ten, and every other request of that server —
// staff signing in, sales — waited for a connection until it answered 503 (issue 44, round 4).
// The lock still orders the turns of every server on the database.

const tails = new Map<string, Promise<void>>();

/** Runs `work` after every earlier call with the same key (in this process) has ended. */
export function inTurn<T>(key: string, work: () => Promise<T>): Promise<T> {
  const before = tails.get(key) ?? Promise.resolve();
  const mine = before.then(work);
  const tail = mine.then(
    () => undefined,
    () => undefined,
  );
  tails.set(key, tail);
  void tail.then(() => {
    if (tails.get(key) === tail) tails.delete(key);
  });
  return mine;
}

/** `inTurn` for several keys, taken always in the order given (callers keep one order). */
export function inTurns<T>(keys: readonly string[], work: () => Promise<T>): Promise<T> {
  return keys.reduceRight<() => Promise<T>>((inner, key) => () => inTurn(key, inner), work)();
}
