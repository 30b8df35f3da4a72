// Issue 43: a graceful stop (SIGTERM) while the mail worker is sending to an SMTP server that
// accepted the connection and then says nothing (no greeting, or a greeting and then silence).
// The stop may not wait out Nodemailer's timeouts (10 s for the greeting, 30 s of silence): it
// ends within a few seconds, and the message in flight stays in the outbox, pending, due at once
// and its attempt not counted. The next server sends it, once.
import { asc } from 'drizzle-orm';
import { afterAll, expect, test } from 'vitest';
import { mailOutbox } from '../../src/db/schema.ts';
import { testDbKind } from '../support/database.ts';
import { insertProduct } from '../support/fixtures.ts';
import { call, killAll, startServer } from '../support/processes.ts';
import { webOrder } from '../support/sales.ts';
import { startSmtp } from '../support/smtp-test-server.ts';
import { createStore, type Store } from '../support/stores.ts';
import { brokenService, type Fault } from './broken-service.ts';

afterAll(killAll);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function outboxOf(store: Store) {
  const database = await store.open();
  try {
    return await database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
  } finally {
    await database.close();
  }
}

test.each<Fault>(['silent', 'smtp-greeting'])(
  'SIGTERM con un correo enviándose a un SMTP mudo (%s): sale en segundos y el correo queda pendiente',
  async (fault) => {
    const store = await createStore(testDbKind);
    const smtp = await brokenService('smtp');
    await smtp.set(fault);
    try {
      const setup = await store.open();
      const product = await insertProduct(setup.db, { stock: 5 }).finally(() => setup.close());
      const server = await startServer({ ...store.env, SMTP_URL: smtp.url });
      const order = await call(
        server,
        'POST',
        '/api/sheets/sale',
        webOrder([{ id: product.id, cantidad: 1 }]),
      );
      expect(order.status, JSON.stringify(order.body)).toBe(201);
      // The worker has connected: its first message is in flight, waiting on the silent server.
      for (let i = 0; i < 100 && smtp.accepted === 0; i++) await sleep(50);
      expect(smtp.accepted).toBe(1);
      await sleep(300);

      const stoppedAt = Date.now();
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      const waited = Date.now() - stoppedAt;
      console.info(`SMTP ${fault}: SIGTERM → salida en ${waited} ms`);
      expect(waited).toBeLessThan(5_000);

      // Nothing sent, nothing lost, nothing counted as a failed attempt: due again at once.
      const rows = await outboxOf(store);
      expect(rows.length).toBeGreaterThanOrEqual(1);
      for (const row of rows) {
        expect([row.status, row.attempts, row.sentAt]).toEqual(['pending', 0, null]);
        expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
      }

      // The next server, with an SMTP server that answers, sends each message once.
      await smtp.close();
      const working = await startSmtp();
      try {
        const next = await startServer({
          ...store.env,
          SMTP_URL: `smtp://127.0.0.1:${working.port}`,
        });
        const deadline = Date.now() + 20_000;
        while (working.received.length < rows.length && Date.now() < deadline) await sleep(100);
        await sleep(500);
        await next.stop();
        expect(working.received.map((m) => m.messageId).sort()).toEqual(
          rows.map((r) => `<outbox-${r.id}-${r.createdAt.getTime()}@127.0.0.1>`).sort(),
        );
        expect((await outboxOf(store)).map((r) => r.status)).toEqual(rows.map(() => 'sent'));
      } finally {
        await working.close();
      }
    } finally {
      await smtp.close();
      await store.remove();
    }
  },
  120_000,
);
