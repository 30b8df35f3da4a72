import { sectionsSchema } from '@feria/domain/schemas/carousel';
import type { Db } from '../../db/client.ts';
import { PUBLIC_READ } from '../../http/access.ts';
import { HttpError } from '../../http/errors.ts';
import type { Api } from '../../http/zod-provider.ts';
import { auditWho } from '../audit/who.ts';
import { foreignImages, IMAGEN_AJENA, listSections, saveSections } from './service.ts';

export function carouselRoutes(app: Api, db: Db): void {
  app.get('/api/sheets/seccion', PUBLIC_READ, async () => listSections(db));

  app.post(
    '/api/sheets/seccion',
    { config: { access: 'admin' }, schema: { body: sectionsSchema } },
    async (request) => {
      const sections = request.body;
      const foreign = foreignImages(sections);
      if (foreign.length > 0) {
        throw new HttpError(400, IMAGEN_AJENA, {
          issues: foreign.map((i) => ({
            path: `${sections[i]!.seccion - 1}.imagen`,
            message: IMAGEN_AJENA,
          })),
        });
      }
      return saveSections(db, sections, auditWho(request));
    },
  );
}
