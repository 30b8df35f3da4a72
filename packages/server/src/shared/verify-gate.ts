// At most a few argon2 hashes and verifications at once (each takes ~19 MiB and tens of milliseconds of a
// core): a burst of sign-ins waits its turn instead of starving every other request. The line is
// bounded too (API.md round 3): when it is full, the call is refused at once with a 503 instead of
// waiting without end, so one client's hundreds of calls cannot hold up everyone's sign-in.

/** @internal Exported for its tests. */
export const MAX_CONCURRENT_VERIFICATIONS = 2;
/**
 * How many may wait for a slot: at ~50 ms a hash, about a second of work.
 * @internal Exported for its tests.
 */
export const MAX_WAITING_VERIFICATIONS = 32;

/** The line is full: the caller answers 503 with Retry-After (http/errors.ts). */
export class GateBusyError extends Error {
  constructor() {
    super('Cola de contraseñas llena');
  }
}

/** A counting semaphore: `run` waits for a free slot, runs `task`, and frees the slot. */
export function createGate(slots: number, maxWaiting = Number.POSITIVE_INFINITY) {
  let free = slots;
  const waiting: (() => void)[] = [];
  let peak = 0;
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (free > 0) free--;
      else if (waiting.length >= maxWaiting) throw new GateBusyError();
      else await new Promise<void>((resolve) => waiting.push(resolve));
      peak = Math.max(peak, slots - free);
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        // The slot passes straight to the next in line, so nobody can jump the queue.
        if (next) next();
        else free++;
      }
    },
    /** The most slots ever in use at once (for tests). */
    peak: () => peak,
  };
}

export const verifyGate = createGate(MAX_CONCURRENT_VERIFICATIONS, MAX_WAITING_VERIFICATIONS);
