// Sends the outbox (DESIGN §3.11). A batch of due messages is claimed in one statement with
// FOR UPDATE SKIP LOCKED, which also pushes their next_attempt_at forward by a lease: no other
// worker (another server process, or this one after a restart) takes them while they are being
// sent, and a message whose sender died becomes due again when the lease ends. A message is
// marked sent right after its successful send, so it is never sent twice after that. A stopping
// worker gives the message it is sending a few seconds (stopWaitMs), then cuts its connection
// (issue 43: an SMTP server that accepted it and fell silent would hold the stop for Nodemailer's
// 30 s): not acknowledged, the message stays pending, due at once, the attempt not counted.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import { onMailNudge } from './signal.ts';
import { createMailTransport, type MailTransport, type OutboxRow } from './transport.ts';

export type MailWorkerOptions = {
  pollMs?: number;
  batchSize?: number;
  /** After this many failed attempts a message is marked 'failed' and left alone. */
  maxAttempts?: number;
  /** Wait after the first failure; doubles at each further failure, up to retryMaxMs. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** How long a claimed message is reserved for the worker sending it. */
  leaseMs?: number;
  /** How long a stop waits for the message being sent before cutting its connection. */
  stopWaitMs?: number;
  transport?: MailTransport;
  log?: { warn(message: string): void };
};

export type MailWorker = {
  /** Sends every message due now; resolves with how many were sent. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
};

const secs = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;

function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), maxMs);
}

export function startMailWorker(
  db: Db,
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'dataDir' | 'publicUrl'>,
  options: MailWorkerOptions = {},
): MailWorker {
  const {
    pollMs = 1_000,
    batchSize = 10,
    maxAttempts = 8,
    retryBaseMs = 30_000,
    retryMaxMs = 60 * 60_000,
    leaseMs = 5 * 60_000,
    stopWaitMs = 3_000,
    log = { warn: (message: string) => console.warn(message) },
  } = options;
  const transport = options.transport ?? createMailTransport(config);
  /** Aborted by a stop that waited stopWaitMs: cuts the send in flight. */
  const cut = new AbortController();

  async function claim(): Promise<OutboxRow[]> {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + ${secs(leaseMs)}`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  async function deliver(row: OutboxRow): Promise<boolean> {
    try {
      await transport.send(row, cut.signal);
    } catch (err) {
      // Cut by a stop: not a failure of the message, which any worker sends again at once.
      if (cut.signal.aborted) {
        await release([row]);
        return false;
      }
      const failed = row.attempts >= maxAttempts;
      const reason = err instanceof Error ? err.message : String(err);
      await db
        .update(mailOutbox)
        .set({
          status: failed ? 'failed' : 'pending',
          lastError: reason.slice(0, 500),
          nextAttemptAt: sql`now() + ${secs(retryDelayMs(row.attempts, retryBaseMs, retryMaxMs))}`,
        })
        .where(eq(mailOutbox.id, row.id));
      log.warn(
        `Correo ${row.id} a ${row.to} no enviado (intento ${row.attempts}${failed ? ', abandonado' : ''}): ${reason}`,
      );
      return false;
    }
    await db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
      .where(eq(mailOutbox.id, row.id));
    return true;
  }

  /** Claimed rows not sent because the worker is stopping: due again at once, for any worker. */
  async function release(rows: OutboxRow[]): Promise<void> {
    if (rows.length === 0) return;
    const ids = rows.map((r) => r.id);
    await db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} - 1`, nextAttemptAt: sql`now()` })
      .where(inArray(mailOutbox.id, ids));
  }

  async function runOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await claim();
      for (const [i, row] of rows.entries()) {
        // Stopping: the message being sent is finished, the rest of the batch is let go.
        if (stopped) {
          await release(rows.slice(i));
          return sent;
        }
        if (await deliver(row)) sent++;
      }
      if (rows.length < batchSize || stopped) return sent;
    }
  }

  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;

  function schedule(ms: number): void {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref();
  }

  function tick(): void {
    timer = null;
    if (running) {
      again = true;
      return;
    }
    running = runOnce()
      .then(
        () => undefined,
        (err: unknown) => log.warn(`Envío de correos: ${err instanceof Error ? err.message : err}`),
      )
      .finally(() => {
        running = null;
        schedule(again ? 0 : pollMs);
        again = false;
      });
  }

  const unsubscribe = onMailNudge(db, () => schedule(0));
  schedule(0);

  return {
    runOnce,
    async stop() {
      stopped = true;
      unsubscribe();
      if (timer) clearTimeout(timer);
      if (running) {
        let waited: NodeJS.Timeout | undefined;
        const late = new Promise<'late'>((resolve) => {
          waited = setTimeout(() => resolve('late'), stopWaitMs);
        });
        if ((await Promise.race([running, late])) === 'late') cut.abort();
        clearTimeout(waited);
      }
      await running;
      transport.close();
    },
  };
}
