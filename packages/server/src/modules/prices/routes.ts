// MARKET.md §5 calls (admin only): the bulk adjustment, its undo, a product's price history and
// the product CSV export. Every write refreshes the published catalogue.

import { PRICE_MSG } from '@feria/domain/messages/prices';
import { MSG } from '@feria/domain/messages/shop';
import { priceAdjustmentSchema } from '@feria/domain/schemas/price-adjustment';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { idParams } from '../../http/id-param.ts';
import type { Api } from '../../http/zod-provider.ts';
import type { AfterCommit } from '../../shared/after-commit.ts';
import { actorOf } from '../audit/who.ts';
import { productsCsv, productsCsvName } from './csv-export.ts';
import { priceHistoryOf } from './history.ts';
import { adjustPrices, undoAdjustment } from './service.ts';

export function priceRoutes(app: Api, db: Db, after: AfterCommit): void {
  const admin = { config: { access: 'admin' as const } };

  app.post(
    '/api/precios/ajuste',
    { ...admin, schema: { body: priceAdjustmentSchema } },
    async (request) => {
      const input = request.body;
      const result = await adjustPrices(db, input, actorOf(request), after);
      if (!result.ok && result.reason === 'empty') {
        throw new HttpError(400, PRICE_MSG.sinProductosAjustar);
      }
      if (!result.ok) {
        const message = PRICE_MSG.precioAjustadoMaximo;
        throw new HttpError(400, message, { issues: [{ path: 'porcentaje', message }] });
      }
      const { ok: _, ...answer } = result;
      return answer;
    },
  );

  const undo = { ...admin, schema: { params: idParams(PRICE_MSG.ajusteNoEncontrado, 'ajusteId') } };
  app.post('/api/precios/ajuste/:ajusteId/deshacer', undo, async (request) => {
    const { ajusteId } = request.params;
    const result = await undoAdjustment(db, ajusteId, actorOf(request), after);
    if (!result.ok) {
      if (result.reason === 'not-found') throw new HttpError(404, PRICE_MSG.ajusteNoEncontrado);
      if (result.reason === 'undone') throw new HttpError(409, PRICE_MSG.ajusteYaDeshecho);
      throw new HttpError(409, PRICE_MSG.soloUltimoAjuste);
    }
    return { restaurados: result.restaurados, omitidos: result.omitidos };
  });

  const history = { ...admin, schema: { params: idParams(MSG.productoNoEncontrado, 'productId') } };
  app.get('/api/precios/historial/:productId', history, async (request) => {
    const rows = await priceHistoryOf(db, request.params.productId);
    if (!rows) throw new HttpError(404, MSG.productoNoEncontrado);
    return rows;
  });

  app.get('/api/sheets/data.csv', admin, async (_request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${productsCsvName()}"`)
      .header('cache-control', 'no-store')
      .send(await productsCsv(db)),
  );
}
