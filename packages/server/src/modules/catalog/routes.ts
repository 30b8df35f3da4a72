import { MSG } from '@feria/domain/messages/shop';
import { CATEGORIES } from '@feria/domain/rules/catalog';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { isStaff, PUBLIC_READ } from '../../http/access.ts';
import { sendEncoded } from '../../http/encoded-body.ts';
import { HttpError } from '../../http/errors.ts';
import { idParams } from '../../http/id-param.ts';
import type { Api } from '../../http/zod-provider.ts';
import type { CatalogCache } from './cache.ts';
import { findProduct, listProducts, publishedBrands, publishedCategories } from './service.ts';
import type { CatalogFilter } from './snapshot.ts';

const text = (max: number) => z.string().trim().max(max, MSG.busquedaLarga);

const catalogQuery = z.object({
  q: text(100).optional(),
  categoria: text(100).optional(),
  marca: text(100).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(24),
});

export function catalogRoutes(app: Api, db: Db, cache: CatalogCache): void {
  const pub = PUBLIC_READ;

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

  // A search term, a brand, a category: one path parameter each, looked up in the copy.
  const byParam = (url: string, toFilter: (value: string) => CatalogFilter) => {
    const schema = { params: z.record(z.string(), text(100)) };
    app.get(url, { ...pub, schema }, async (request, reply) => {
      const [value = ''] = Object.values(request.params);
      const body = await cache.findBody(toFilter(value));
      return sendEncoded(request, reply.headers(revalidate), body);
    });
  };
  byParam('/api/sheets/search/:term', (q) => ({ q }));
  byParam('/api/sheets/filter/marca/:brand', (marca) => ({ marca }));
  byParam('/api/sheets/filter/:category', (categoria) => ({ categoria }));

  app.get('/api/sheets/categories', pub, async () => publishedCategories(db));
  app.get('/api/sheets/marcas', pub, async () => publishedBrands(db));

  app.get('/api/sheets/dashboard/categories', { config: { access: 'staff' } }, async () => [
    ...CATEGORIES,
  ]);

  // Looked up in the in-memory catalogue (snapshot.ts); the web filters in the browser instead.
  app.get(
    '/api/catalog',
    { ...pub, schema: { querystring: catalogQuery } },
    async (request, reply) => {
      const body = await cache.pageBody(request.query);
      return sendEncoded(request, reply.headers(revalidate), body);
    },
  );
}
