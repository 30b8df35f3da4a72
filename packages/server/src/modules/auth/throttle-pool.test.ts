// Round 4 (issue 44): a burst of sign-ins for one e-mail from one address queued at the database's
// advisory lock, each waiter holding a pool connection: 150 of them held all ten, and the rest of
// the server (another address's sign-in, a sale) waited for a connection until it answered 503
// "La base de datos no responde". They now wait in memory (shared/turns.ts), one at the lock.
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { testDbKind } from '../../../test/support/database.ts';
import { countedAttempt } from './throttle.ts';

const t = buildTestApp();

test.runIf(testDbKind === 'postgres')(
  '60 intentos a la vez de una dirección usan una conexión del pool, no todas',
  async () => {
    const pool = t.database.pool!;
    let most = 0;
    const attempts = Array.from({ length: 60 }, () =>
      countedAttempt(t.database.db, 'nadie@correo.test', '203.0.113.9', async () => {
        // The claim's transaction has ended: what is checked out now waits at the lock.
        most = Math.max(most, pool.totalCount - pool.idleCount);
        return false;
      }),
    );
    const results = await Promise.all(attempts);
    expect(results.filter((r) => r === false)).toHaveLength(10); // failuresPerEmail
    expect(results.filter((r) => r === null)).toHaveLength(50);
    expect(most).toBeLessThanOrEqual(1);
  },
);
