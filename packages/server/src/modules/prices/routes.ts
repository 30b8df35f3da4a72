// MARKET.md §5 calls (admin only): the bulk adjustment, its undo, a product's price history and
// the product CSV export. Every write refreshes the published catalogue.
import { MSG } from '@feria/domain/messages';
import { PRICE_MSG } from '@feria/domain/price-messages';
import { priceAdjustmentSchema } from '@feria/domain/schemas/price-adjustment';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { HttpError, parseWith } from '../../http/errors.ts';
import { idParam } from '../../http/id-param.ts';
import type { CatalogCache } from '../catalog/cache.ts';
import { productsCsv, productsCsvName } from './csv-export.ts';
import { priceHistoryOf } from './history.ts';
import { type Actor, adjustPrices, undoAdjustment } from './service.ts';

/** The signed-in admin (the access guard has already let only admins through). */
export const actorOf = (request: FastifyRequest): Actor => ({
  id: request.user?.uid ?? '',
  email: request.user?.email ?? '',
});

export function priceRoutes(app: FastifyInstance, db: Db, cache: CatalogCache): void {
  const admin = { config: { access: 'admin' as const } };

  app.post('/api/precios/ajuste', admin, async (request) => {
    const input = parseWith(priceAdjustmentSchema, request.body);
    const result = await adjustPrices(db, input, actorOf(request));
    if (!result.ok && result.reason === 'empty') {
      throw new HttpError(400, PRICE_MSG.sinProductosAjustar);
    }
    if (!result.ok) {
      const message = PRICE_MSG.precioAjustadoMaximo;
      throw new HttpError(400, message, { issues: [{ path: 'porcentaje', message }] });
    }
    if (!input.vistaPrevia) cache.invalidate();
    const { ok: _, ...answer } = result;
    return answer;
  });

  app.post<{ Params: { ajusteId: string } }>(
    '/api/precios/ajuste/:ajusteId/deshacer',
    admin,
    async (request) => {
      const ajusteId = idParam(request.params, PRICE_MSG.ajusteNoEncontrado, 'ajusteId');
      const result = await undoAdjustment(db, ajusteId, actorOf(request));
      if (!result.ok) {
        if (result.reason === 'not-found') throw new HttpError(404, PRICE_MSG.ajusteNoEncontrado);
        if (result.reason === 'undone') throw new HttpError(409, PRICE_MSG.ajusteYaDeshecho);
        throw new HttpError(409, PRICE_MSG.soloUltimoAjuste);
      }
      cache.invalidate();
      return { restaurados: result.restaurados, omitidos: result.omitidos };
    },
  );

  app.get<{ Params: { productId: string } }>(
    '/api/precios/historial/:productId',
    admin,
    async (request) => {
      const id = idParam(request.params, MSG.productoNoEncontrado, 'productId');
      const [product] = await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, id));
      if (!product) throw new HttpError(404, MSG.productoNoEncontrado);
      return priceHistoryOf(db, id);
    },
  );

  app.get('/api/sheets/data.csv', admin, async (_request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${productsCsvName()}"`)
      .header('cache-control', 'no-store')
      .send(await productsCsv(db)),
  );
}
