// Work a route does after it has answered (API.md round 3: "forgot password" answers in the
// same time whether or not the account exists, so the look-up and the mail come after the
// answer). Failures are logged, never thrown at nobody; closing the app waits for what is left.

const pending = new Set<Promise<void>>();

/** Starts `work` now without making the answer wait for it. */
export function afterAnswer(work: () => Promise<unknown>, onError: (err: unknown) => void): void {
  const run = (async () => {
    try {
      await work();
    } catch (err) {
      onError(err);
    }
  })();
  pending.add(run);
  void run.finally(() => pending.delete(run));
}

/** Resolves once every piece of work started so far has finished (shutdown, tests). */
export async function settleBackground(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
