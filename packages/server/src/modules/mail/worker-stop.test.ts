// A stopping server (DESIGN §7) lets its mail worker finish the message it is sending; the rest of
// the batch it had claimed is due again at once, for the next worker, not after the lease. A send
// that does not end (a silent SMTP server) is cut after stopWaitMs and stays pending.
import { asc } from 'drizzle-orm';
import { expect, test, vi } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { mailOutbox } from '../../db/schema.ts';
import { enqueueMail } from './outbox.ts';
import type { OutboxRow } from './transport.ts';
import { startMailWorker } from './worker.ts';

const t = buildTestApp();

test('al detenerse termina el correo que está enviando y suelta los demás', async () => {
  const db = t.database.db;
  for (const to of ['a@example.com', 'b@example.com', 'c@example.com']) {
    await enqueueMail(db, { to, subject: 'Aviso', html: '<p>a</p>', text: 'a' });
  }
  const sent: string[] = [];
  let sending: (() => void) | null = null;
  const transport = {
    send: (row: OutboxRow) =>
      new Promise<void>((resolve) => {
        sending = () => {
          sent.push(row.to);
          resolve();
        };
      }),
    close: () => {},
  };
  const worker = startMailWorker(db, t.config, { transport, pollMs: 60_000 });
  await vi.waitFor(() => expect(sending).not.toBeNull());
  const stopped = worker.stop();
  sending!();
  await stopped;

  expect(sent).toEqual(['a@example.com']);
  const rows = await db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
  expect(rows.map((r) => [r.to, r.status, r.attempts])).toEqual([
    ['a@example.com', 'sent', 1],
    ['b@example.com', 'pending', 0],
    ['c@example.com', 'pending', 0],
  ]);
  for (const row of rows.slice(1))
    expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
});

test('un envío que no termina se corta a los stopWaitMs y el correo queda pendiente, sin contar', async () => {
  const db = t.database.db;
  await enqueueMail(db, { to: 'mudo@example.com', subject: 'Aviso', html: '<p>a</p>', text: 'a' });
  let inFlight = false;
  const transport = {
    // A silent SMTP server: the send ends only when its connection is cut.
    send: (_row: OutboxRow, signal?: AbortSignal) =>
      new Promise<void>((_resolve, reject) => {
        inFlight = true;
        signal?.addEventListener('abort', () => reject(new Error('cortado')));
      }),
    close: () => {},
  };
  const worker = startMailWorker(db, t.config, { transport, pollMs: 60_000, stopWaitMs: 200 });
  await vi.waitFor(() => expect(inFlight).toBe(true));
  const started = Date.now();
  await worker.stop();
  expect(Date.now() - started).toBeLessThan(2_000);
  const [row] = await db.select().from(mailOutbox);
  expect([row?.status, row?.attempts, row?.lastError]).toEqual(['pending', 0, null]);
  expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
});
