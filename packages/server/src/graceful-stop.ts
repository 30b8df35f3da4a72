// On SIGTERM (systemd's stop, a rolling restart) the server ends without cutting anyone off
// (DESIGN §7): it tells the load balancer it is no longer ready and waits until it has been
// heard, stops taking connections, lets the requests in flight finish (GRACE_MS at most; an order
// in flight is committed and answered, or never started), lets the mail worker finish the
// message it is sending (3 s at most: then it is cut and stays in the outbox), and closes the
// database.
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client.ts';
import type { Readiness } from './http/readiness.ts';

const GRACE_MS = 10_000;

export type StopParts = {
  app: FastifyInstance;
  readiness: Readiness;
  database: Database;
  /** The mail worker, once started. */
  mailWorker(): { stop(): Promise<void> } | null;
  graceMs?: number;
};

export async function stopGracefully(parts: StopParts): Promise<void> {
  const { app, readiness, database, graceMs = GRACE_MS } = parts;
  await readiness.drain();
  const cutOff = setTimeout(() => {
    app.log.warn(`Solicitudes sin terminar después de ${graceMs / 1000} s: se cortan`);
    app.server.closeAllConnections();
  }, graceMs);
  try {
    await Promise.all([app.close(), parts.mailWorker()?.stop()]);
  } finally {
    clearTimeout(cutOff);
  }
  await database.close();
}
