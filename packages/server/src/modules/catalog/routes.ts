import { CATEGORIES } from '@feria/domain/catalog';
import { MSG } from '@feria/domain/messages';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { isStaff } from '../../http/access.ts';
import { sendEncoded } from '../../http/encoded-body.ts';
import { HttpError } from '../../http/errors.ts';
import { idParams } from '../../http/id-param.ts';
import type { Api } from '../../http/zod-provider.ts';
import type { CatalogCache } from './cache.ts';
import { findProduct, listProducts, publishedBrands, publishedCategories } from './service.ts';

const text = (max: number) => z.string().trim().max(max, MSG.busquedaLarga);

const catalogQuery = z.object({
  q: text(100).optional(),
  categoria: text(100).optional(),
  marca: text(100).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(24),
});

export function catalogRoutes(app: Api, db: Db, cache: CatalogCache): void {
  const pub = { config: { access: 'public' as const } };

  // Public catalogue answers are ready bytes of the current catalogue version (cache.ts): a
  // browser revalidates them each time and gets 304 while nothing changed.
  const revalidate = { 'cache-control': 'no-cache' };

  app.get('/api/sheets/data', pub, async (request, reply) => {
    if (isStaff(request.user)) return listProducts(db, { includeUnpublished: true });
    return sendEncoded(request, reply.headers(revalidate), await cache.published());
  });

  const productParams = { params: idParams(MSG.productoNoEncontrado) };
  app.get('/api/sheets/data/:id', { ...pub, schema: productParams }, async (request) => {
    const product = await findProduct(db, request.params.id, {
      includeUnpublished: isStaff(request.user),
    });
    if (!product) throw new HttpError(404, MSG.productoNoEncontrado);
    return product;
  });

  const termParams = { params: z.object({ term: text(100) }) };
  app.get('/api/sheets/search/:term', { ...pub, schema: termParams }, async (request, reply) => {
    const { term } = request.params;
    return sendEncoded(request, reply.headers(revalidate), await cache.findBody({ q: term }));
  });

  const brandParams = { params: z.object({ brand: text(100) }) };
  app.get(
    '/api/sheets/filter/marca/:brand',
    { ...pub, schema: brandParams },
    async (request, reply) => {
      const { brand } = request.params;
      return sendEncoded(
        request,
        reply.headers(revalidate),
        await cache.findBody({ marca: brand }),
      );
    },
  );

  const categoryParams = { params: z.object({ category: text(100) }) };
  app.get(
    '/api/sheets/filter/:category',
    { ...pub, schema: categoryParams },
    async (request, reply) => {
      const { category } = request.params;
      const body = await cache.findBody({ categoria: category });
      return sendEncoded(request, reply.headers(revalidate), body);
    },
  );

  app.get('/api/sheets/categories', pub, async () => publishedCategories(db));
  app.get('/api/sheets/marcas', pub, async () => publishedBrands(db));

  app.get('/api/sheets/dashboard/categories', { config: { access: 'staff' } }, async () => [
    ...CATEGORIES,
  ]);

  // Answered from the in-memory catalogue's search index (search-index.ts).
  app.get(
    '/api/catalog',
    { ...pub, schema: { querystring: catalogQuery } },
    async (request, reply) => {
      const body = await cache.pageBody(request.query);
      return sendEncoded(request, reply.headers(revalidate), body);
    },
  );
}
