// A stopping server (DESIGN §7) lets its mail worker finish the message it is sending; the rest of
// the batch it had claimed is due again at once, for the next worker, not after the lease.
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
