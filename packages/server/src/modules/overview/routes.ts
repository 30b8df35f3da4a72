import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { adminOverview } from './service.ts';

export function overviewRoutes(app: FastifyInstance, db: Db): void {
  app.get('/api/overview', { config: { access: 'admin' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return adminOverview(db);
  });
}
