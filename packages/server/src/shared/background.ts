// Work a route does after it has answered (API.md round 3: "forgot password" answers in the
// same time whether or not the account exists, so the look-up and the mail come after the
// answer). It starts once the answer has gone out, on a later turn of the event loop, so not
// even its first database call delays the answer. Failures are logged, never thrown at nobody;
// closing the app waits for what is left.
import type { ServerResponse } from 'node:http';

const pending = new Set<Promise<void>>();

/** Runs `work` once `response` has been sent, without making the answer wait for it. */
export function afterAnswer(
  response: ServerResponse,
  work: () => Promise<unknown>,
  onError: (err: unknown) => void,
): void {
  const run = new Promise<void>((resolve) => {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      setImmediate(() => {
        work()
          .catch(onError)
          .finally(() => resolve());
      });
    };
    if (response.writableFinished || response.destroyed) start();
    response.once('finish', start);
    response.once('close', start);
  });
  pending.add(run);
  void run.finally(() => pending.delete(run));
}

/** Resolves once every piece of work started so far has finished (shutdown, tests). */
export async function settleBackground(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
