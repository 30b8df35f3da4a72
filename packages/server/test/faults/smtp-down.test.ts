// Issue 43, faults of what Feria depends on: the SMTP server hanging (accepts and never greets, or
// greets and falls silent), cutting the connection, or not there at all. Orders are confirmed
// as always, the outbox keeps every message and tries again, and once a working server answers on
// the same address each message arrives exactly once.
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { mailOutbox } from '../../src/db/schema.ts';
import { createMailTransport } from '../../src/modules/mail/transport.ts';
import { startMailWorker } from '../../src/modules/mail/worker.ts';
import { buildTestApp } from '../support/app.ts';
import { insertProduct } from '../support/fixtures.ts';
import { CLIENTE, webOrder } from '../support/sales.ts';
import { startSmtp } from '../support/smtp-test-server.ts';
import { type BrokenService, brokenService, type Fault } from './broken-service.ts';

const t = buildTestApp();
let smtp: BrokenService;
beforeAll(async () => {
  smtp = await brokenService('smtp');
});
afterAll(() => smtp.close());

const outbox = () => t.database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));

test('con el SMTP colgado o caído los pedidos se confirman, el correo espera y llega una vez', async () => {
  const warnings: string[] = [];
  const config = { ...t.config, SMTP_URL: smtp.url };
  // Short enough for a test, long enough that a busy machine's working server is not taken
  // for a silent one (a message it took, re-sent, would arrive twice).
  const short = { connectionTimeout: 1500, greetingTimeout: 1500, socketTimeout: 3000 };
  const worker = startMailWorker(t.database.db, config, {
    pollMs: 50,
    retryBaseMs: 100,
    retryMaxMs: 200,
    // Tried for as long as the test's faults last (tries every 0.2 s): none is given up here.
    maxAttempts: 10_000,
    log: { warn: (m) => warnings.push(m) },
    transport: createMailTransport(config, short),
  });
  const faults: Fault[] = ['silent', 'smtp-greeting', 'reset', 'refused'];
  try {
    for (const [i, fault] of faults.entries()) {
      await smtp.set(fault);
      const p = await insertProduct(t.database.db);
      const res = await t.request({
        method: 'POST',
        url: '/api/sheets/sale',
        payload: webOrder([{ id: p.id, cantidad: 1 }], {
          cliente: { ...CLIENTE, correo: `cliente-${i}@correo.test` },
        }),
      });
      expect(res.statusCode, res.body).toBe(201);
      // The order's two messages wait in the outbox, tried again and again, none given up.
      await vi.waitFor(
        async () => {
          const rows = await outbox();
          expect(rows).toHaveLength(2 * (i + 1));
          for (const row of rows.slice(-2)) {
            expect(row.status).toBe('pending');
            expect(row.attempts).toBeGreaterThanOrEqual(2);
            expect(row.lastError).toBeTruthy();
          }
        },
        { timeout: 40_000, interval: 100 },
      );
    }
    expect(warnings.some((w) => w.includes('no enviado'))).toBe(true);

    // A working server on the same address: everything goes, once.
    await smtp.set('refused');
    const server = await startSmtp(smtp.port);
    try {
      await vi.waitFor(
        async () =>
          expect(new Set((await outbox()).map((r) => r.status))).toEqual(new Set(['sent'])),
        { timeout: 40_000, interval: 100 },
      );
      await worker.stop();
      expect(server.received).toHaveLength(2 * faults.length);
      const ids = server.received.map((m) => m.messageId);
      expect(new Set(ids).size).toBe(ids.length);
    } finally {
      await server.close();
    }
  } finally {
    await worker.stop();
  }
}, 150_000);
