import { MSG } from '@feria/domain/messages';
import { parseSaleStatus } from '@feria/domain/sale-status';
import type { SaleStatusChanged } from '@feria/domain/schemas/api-types';
import { pageQuerySchema, TOTAL_COUNT_HEADER } from '@feria/domain/schemas/paging';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { HttpError, parseWith } from '../../../http/errors.ts';
import { idParam } from '../../../http/id-param.ts';
import type { AfterCommit } from '../../../shared/after-commit.ts';
import { auditWho } from '../../audit/who.ts';
import { mailContext } from '../../mail/order-mails.ts';
import {
  annulSale,
  changeSaleState,
  findSaleDetail,
  listSaleCards,
  type StatusResult,
} from './service.ts';

const admin = { config: { access: 'admin' as const } };

const saleId = (params: unknown) => idParam(params, MSG.ventaNoEncontrada);

function answer(result: StatusResult): SaleStatusChanged {
  if (!result.ok) {
    if (result.reason === 'not-found') throw new HttpError(404, MSG.ventaNoEncontrada);
    throw new HttpError(409, MSG.ventaAnulada);
  }
  return { id: result.id, estadoPago: result.estadoPago };
}

/** Admin sales management (API.md "Sales"); sale creation lives in the sales module. */
export function salesManageRoutes(
  app: FastifyInstance,
  db: Db,
  config: Config,
  after: AfterCommit,
): void {
  const ctx = mailContext(config);

  app.get('/api/sheets/sale', admin, async (request, reply) => {
    const { items, total } = await listSaleCards(db, parseWith(pageQuerySchema, request.query));
    reply.header(TOTAL_COUNT_HEADER, String(total));
    return items;
  });

  app.get('/api/sheets/sale/:id', admin, async (request) => {
    const sale = await findSaleDetail(db, saleId(request.params));
    if (!sale) throw new HttpError(404, MSG.ventaNoEncontrada);
    return sale;
  });

  app.put('/api/sheets/sale/:id/changestate/:estado', admin, async (request) => {
    const id = saleId(request.params);
    // The router has already URL-decoded the value ("En%20preparaci%C3%B3n").
    const estado = parseSaleStatus((request.params as { estado?: string }).estado ?? '');
    if (!estado) throw new HttpError(400, MSG.estadoInvalido);
    return answer(await changeSaleState(db, id, estado, ctx, auditWho(request), after));
  });

  app.delete('/api/sheets/delete/sale/:id', admin, async (request) => {
    return answer(await annulSale(db, saleId(request.params), ctx, auditWho(request), after));
  });
}
