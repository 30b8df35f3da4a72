// At most a few argon2 hashes and verifications at once (each takes ~19 MiB and tens of milliseconds of a
// core): a burst of sign-ins waits its turn instead of starving every other request.

export const MAX_CONCURRENT_VERIFICATIONS = 2;

/** A counting semaphore: `run` waits for a free slot, runs `task`, and frees the slot. */
export function createGate(slots: number) {
  let free = slots;
  const waiting: (() => void)[] = [];
  let peak = 0;
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (free > 0) free--;
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

export const verifyGate = createGate(MAX_CONCURRENT_VERIFICATIONS);
