// MARKET §15: the routes under /api/productor/ — productors only, their producer always the
// session's (http/access.ts refuses them every other non-public route).
import { FERIA_MSG } from '@feria/domain/messages/ferias';
import { PORTAL_MSG } from '@feria/domain/messages/portal';
import { MSG } from '@feria/domain/messages/shop';
import { SHOP_MSG } from '@feria/domain/messages/storefront';
import { settlementQuerySchema } from '@feria/domain/schemas/producer';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { userOf } from '../../http/access.ts';
import { HttpError } from '../../http/errors.ts';
import { idParams } from '../../http/id-param.ts';
import type { Api } from '../../http/zod-provider.ts';
import type { AfterCommit } from '../../shared/after-commit.ts';
import { actorOf } from '../audit/who.ts';
import { settlementCsv } from '../settlements/figures.ts';
import { producerPayments } from '../settlements/payments.ts';
import { periodOf } from '../settlements/period.ts';
import { setNoLlevo } from './no-llevo.ts';
import { ownFerias, ownSales, ownSalesCsv, ownSalesJson } from './sales.ts';
import { changeOwnProduct, ownProducts, ownSettlement, producerOf } from './service.ts';
import type { Portal } from './who.ts';

export function portalOf(request: FastifyRequest): Portal {
  const user = userOf(request);
  if (!user.productor) throw new HttpError(403, MSG.sinPermisos);
  return { productorId: user.productor.id, nombre: user.productor.nombre, actor: actorOf(request) };
}

const params = idParams(SHOP_MSG.productoNoEncontrado);
const stockBody = z.object({
  cantidad: z
    .number({ error: PORTAL_MSG.cantidadInvalida })
    .int({ error: PORTAL_MSG.cantidadInvalida })
    .min(0, { error: PORTAL_MSG.cantidadInvalida }),
  stockAnterior: z
    .number({ error: PORTAL_MSG.cantidadInvalida })
    .int({ error: PORTAL_MSG.cantidadInvalida })
    .min(0, { error: PORTAL_MSG.cantidadInvalida })
    .optional(),
});
const publicadoBody = z.object({
  publicado: z.enum(['si', 'no'], { error: PORTAL_MSG.publicadoInvalido }),
});

export function portalRoutes(app: Api, db: Db, after: AfterCommit): void {
  const own = { config: { access: 'productor' as const } };
  const period = { ...own, schema: { querystring: settlementQuerySchema } };

  app.get('/api/productor/yo', own, async (request) =>
    producerOf(db, portalOf(request).productorId),
  );

  app.get('/api/productor/productos', own, async (request) =>
    ownProducts(db, portalOf(request).productorId),
  );

  app.get('/api/productor/liquidacion', period, async (request) => {
    const { period: p } = await periodOf(db, request.query);
    return ownSettlement(db, portalOf(request).productorId, p);
  });

  app.get('/api/productor/liquidacion.csv', period, async (request, reply) => {
    const { period: p, name } = await periodOf(db, request.query);
    const csv = await settlementCsv(db, p, portalOf(request).productorId);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(csv);
  });

  app.get('/api/productor/ventas', period, async (request, reply) => {
    const { period: p } = await periodOf(db, request.query);
    const json = await ownSalesJson(db, portalOf(request).productorId, p);
    return reply.type('application/json; charset=utf-8').send(json);
  });

  app.get('/api/productor/ventas.csv', period, async (request, reply) => {
    const { period: p } = await periodOf(db, request.query);
    const { lineas } = await ownSales(db, portalOf(request).productorId, p);
    const q = request.query;
    const name = q.feriaId ? `ventas-feria-${q.feriaId}.csv` : `ventas-${q.desde}-a-${q.hasta}.csv`;
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(ownSalesCsv(lineas));
  });

  app.get('/api/productor/ferias', own, async (request) =>
    ownFerias(db, portalOf(request).productorId),
  );

  const feriaParams = {
    ...own,
    schema: { params: idParams(FERIA_MSG.feriaNoEncontrada, 'feriaId') },
  };
  app.post('/api/productor/ferias/:feriaId/no-llevo', feriaParams, async (request) =>
    setNoLlevo(db, portalOf(request), request.params.feriaId, true),
  );
  app.delete('/api/productor/ferias/:feriaId/no-llevo', feriaParams, async (request) =>
    setNoLlevo(db, portalOf(request), request.params.feriaId, false),
  );

  app.get('/api/productor/pagos', own, async (request) =>
    producerPayments(db, portalOf(request).productorId),
  );

  const stock = { ...own, schema: { params, body: stockBody } };
  app.put('/api/productor/productos/:id/stock', stock, async (request) =>
    changeOwnProduct(db, portalOf(request), request.params.id, { stock: request.body }, after),
  );

  const pub = { ...own, schema: { params, body: publicadoBody } };
  app.put('/api/productor/productos/:id/publicado', pub, async (request) => {
    const publicado = request.body.publicado === 'si';
    return changeOwnProduct(db, portalOf(request), request.params.id, { publicado }, after);
  });
}
