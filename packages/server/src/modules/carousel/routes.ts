import { sectionsSchema } from '@feria/domain/schemas/carousel';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { HttpError, parseWith } from '../../http/errors.ts';
import { foreignImages, IMAGEN_AJENA, listSections, saveSections } from './service.ts';

export function carouselRoutes(app: FastifyInstance, db: Db): void {
  app.get('/api/sheets/seccion', { config: { access: 'public' } }, async () => listSections(db));

  app.post('/api/sheets/seccion', { config: { access: 'admin' } }, async (request) => {
    const sections = parseWith(sectionsSchema, request.body);
    const foreign = foreignImages(sections);
    if (foreign.length > 0) {
      throw new HttpError(400, IMAGEN_AJENA, {
        issues: foreign.map((i) => ({
          path: `${sections[i]!.seccion - 1}.imagen`,
          message: IMAGEN_AJENA,
        })),
      });
    }
    return saveSections(db, sections);
  });
}
