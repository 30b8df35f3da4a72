// API.md: "No request ever answers 500 for a database lock conflict". Every transaction takes
// product rows by id, but PostgreSQL may still pick a transaction as a deadlock's victim (rows of
// other tables, two servers) or refuse a repeatable-read one with a serialization failure. Such a
// transaction changed nothing, so it is run again here, a few times after a short random pause,
// for every `db.transaction` of the server: no caller has to remember it.

import { isLockConflict } from './errors.ts';

const ATTEMPTS = 5;

const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, (5 + Math.random() * 20) * 2 ** attempt));

/** Runs `work` again while it fails with a lock conflict, up to ATTEMPTS times in all. */
async function retryLockConflicts<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (attempt >= ATTEMPTS || !isLockConflict(err)) throw err;
      await pause(attempt);
    }
  }
}

/** A handle with transactions (client.ts's Db; generic so this file does not import it back). */
type Transacting = { transaction: (work: never, config?: never) => Promise<unknown> };

/** Makes every top-level transaction of this handle retry its lock conflicts. */
export function retryingTransactions<D extends Transacting>(db: D): D {
  const run = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
  db.transaction = ((...args: unknown[]) =>
    retryLockConflicts(() => run(...args))) as D['transaction'];
  return db;
}
