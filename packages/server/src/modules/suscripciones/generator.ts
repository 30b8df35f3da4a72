// The server runs generation by itself (MARKET §9): once at start, every `intervalMs` (10
// minutes at most) and when nudged (a feria created or edited). Runs never overlap in one
// process; a nudge during a run makes one more run after it. stop() waits for the run in
// progress, like the mail worker, so a stopping server never leaves a half-made order (each
// order is its own transaction anyway).
import type { Db } from '../../db/client.ts';
import type { AfterCommit } from '../../shared/after-commit.ts';
import type { MailConfig } from '../sales/sale-result.ts';
import { generateOrders } from './generate.ts';

export type Generator = { nudge(): void; stop(): Promise<void> };

const GENERATION_INTERVAL_MS = 10 * 60_000;

export function startGenerator(
  db: Db,
  config: MailConfig,
  after: AfterCommit,
  opts: { intervalMs?: number; log?: (err: unknown) => void } = {},
): Generator {
  const { intervalMs = GENERATION_INTERVAL_MS, log = (err) => console.error(err) } = opts;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = generateOrders(db, config, new Date(), after)
      .then(() => undefined, log)
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();
  return {
    nudge: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
}
