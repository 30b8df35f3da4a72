// Whether this process wants new requests (DESIGN §7). A stopping server first answers "not
// ready" to the load balancer's probe (GET /api/health/ready) and keeps serving until the
// balancer has seen that answer, so no request is sent to it once it stops listening. With no
// balancer probing it (a lone server, the tests) it stops at once.
import type { FastifyInstance } from 'fastify';

export type Readiness = {
  readonly draining: boolean;
  /** A readiness probe was answered; `ready` is what it was told. */
  probed(ready: boolean): void;
  /** Stops being ready; resolves once a balancer that has been probing has been told so. */
  drain(): Promise<void>;
};

export type ReadinessOptions = {
  /** A probe this recent means a balancer is watching this process. */
  watchedWithinMs?: number;
  /** The longest wait for the balancer's next probe. */
  maxWaitMs?: number;
  /** After the "not ready" answer: time for the balancer to act on it. */
  marginMs?: number;
};

export function createReadiness(options: ReadinessOptions = {}): Readiness {
  const { watchedWithinMs = 10_000, maxWaitMs = 5_000, marginMs = 250 } = options;
  let draining = false;
  let lastProbeAt = Number.NEGATIVE_INFINITY;
  let toldNotReady: (() => void) | null = null;
  const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  return {
    get draining() {
      return draining;
    },
    probed(ready) {
      lastProbeAt = Date.now();
      if (!ready) toldNotReady?.();
    },
    async drain() {
      const watched = Date.now() - lastProbeAt < watchedWithinMs;
      draining = true;
      if (!watched) return;
      let timer: NodeJS.Timeout | undefined;
      const seen = new Promise<boolean>((resolve) => {
        toldNotReady = () => resolve(true);
        timer = setTimeout(() => resolve(false), maxWaitMs);
      });
      const told = await seen;
      clearTimeout(timer);
      if (told) await wait(marginMs);
    },
  };
}

/** While draining every answer closes its connection: a kept-alive one is not reused. */
export function registerReadiness(app: FastifyInstance, readiness: Readiness): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (readiness.draining) reply.header('connection', 'close');
    return payload;
  });
}
