import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { listSections } from './service.ts';

export function carouselRoutes(app: FastifyInstance, db: Db): void {
  app.get('/api/sheets/seccion', { config: { access: 'public' } }, async () => listSections(db));
}
