import { MSG } from '@feria/domain/messages/shop';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { migrationsApplied } from '../../db/migrate.ts';
import { PUBLIC_READ } from '../../http/access.ts';
import { HttpError } from '../../http/errors.ts';
import type { Readiness } from '../../http/readiness.ts';

/**
 * Said by a server that is stopping to the load balancer's readiness probe.
 * @internal Exported for its tests.
 */
export const SERVIDOR_DETENIENDOSE = 'El servidor se está deteniendo';

export function healthRoutes(app: FastifyInstance, db: Db, readiness: Readiness): void {
  app.get('/api/health', PUBLIC_READ, async () => {
    try {
      await db.execute(sql`select 1`);
    } catch {
      throw new HttpError(503, MSG.baseNoResponde);
    }
    return { ok: true };
  });

  // DESIGN §7: the load balancer's probe. Ready when the database answers with every migration
  // applied, and the process is not stopping.
  app.get('/api/health/ready', { config: { access: 'public' } }, async () => {
    if (readiness.draining) {
      readiness.probed(false);
      throw new HttpError(503, SERVIDOR_DETENIENDOSE);
    }
    const ok = await migrationsApplied(db).catch(() => false);
    readiness.probed(ok);
    if (!ok) throw new HttpError(503, MSG.baseNoResponde);
    return { ok: true };
  });
}
