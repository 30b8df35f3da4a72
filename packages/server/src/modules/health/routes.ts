import { MSG } from '@feria/domain/messages';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';

export function healthRoutes(app: FastifyInstance, db: Db): void {
  app.get('/api/health', { config: { access: 'public' } }, async () => {
    try {
      await db.execute(sql`select 1`);
    } catch {
      throw new HttpError(503, MSG.baseNoResponde);
    }
    return { ok: true };
  });
}
