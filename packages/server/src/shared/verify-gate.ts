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

/**
 * Round 4 (API.md): how many waiting places one client address may hold, so a burst from one
 * address cannot fill the line; and the places kept apart for signed-in staff re-entering their
 * password, so a burst from many addresses cannot lock staff out either. The line, and these
 * shares, are each process's own by design: they share out that process's CPU and memory, which
 * a second server does not use. What must hold across servers (failed sign-ins per e-mail and
 * per address) is counted in the database (modules/auth/throttle.ts);
 * test/scale/limits-two-servers.test.ts checks both with two processes.
 * @internal Exported for its tests.
 */
export const WAITING_PER_CLIENT = 2;
/** @internal Exported for its tests. */
export const STAFF_PLACES = 4;

/** Who waits: the client address (or account), and whether it is a signed-in staff member. */
export type GateLane = { key: string; staff?: boolean };

/** A counting semaphore: `run` waits for a free slot, runs `task`, and frees the slot. */
export function createGate(slots: number, maxWaiting = Number.POSITIVE_INFINITY) {
  let free = slots;
  const waiting: (() => void)[] = [];
  const byKey = new Map<string, number>();
  let staffWaiting = 0;
  let peak = 0;

  /** Takes a waiting place for `lane`, or throws GateBusyError; returns how to give it back. */
  function place(lane: GateLane | undefined): () => void {
    const held = lane ? (byKey.get(lane.key) ?? 0) : 0;
    const staff = lane?.staff === true && staffWaiting < STAFF_PLACES;
    if (!staff) {
      const ordinary = waiting.length - staffWaiting;
      if (ordinary >= maxWaiting || (lane && held >= WAITING_PER_CLIENT)) throw new GateBusyError();
    }
    if (staff) staffWaiting++;
    if (lane) byKey.set(lane.key, held + 1);
    return () => {
      if (staff) staffWaiting--;
      if (!lane) return;
      const left = (byKey.get(lane.key) ?? 1) - 1;
      if (left > 0) byKey.set(lane.key, left);
      else byKey.delete(lane.key);
    };
  }

  return {
    async run<T>(task: () => Promise<T>, lane?: GateLane): Promise<T> {
      if (free > 0) free--;
      else {
        const leave = place(lane);
        await new Promise<void>((resolve) => waiting.push(resolve));
        leave();
      }
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
