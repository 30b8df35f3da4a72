import { COBRO_MSG } from '@feria/domain/messages/cobro';
import { FACTURA_ROUTE_MSG } from '@feria/domain/messages/factura';
import { MSG } from '@feria/domain/messages/shop';
import { SELLER_STATUSES } from '@feria/domain/rules/cobro';
import { FACTURA_FILTROS } from '@feria/domain/rules/factura';
import { ANNULLED_STATUS, parseSaleStatus } from '@feria/domain/rules/sale-status';
import type { SaleStatusChanged } from '@feria/domain/schemas/api-types';
import { cobroChangeSchema, handOverSchema } from '@feria/domain/schemas/cobro';
import { pageQuerySchema, TOTAL_COUNT_HEADER } from '@feria/domain/schemas/paging';
import { z } from 'zod';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { checkAccess, userOf } from '../../../http/access.ts';
import { HttpError } from '../../../http/errors.ts';
import { idParams, rowId } from '../../../http/id-param.ts';
import { type Api, failsAsNotFound } from '../../../http/zod-provider.ts';
import type { AfterCommit } from '../../../shared/after-commit.ts';
import { auditWho } from '../../audit/who.ts';
import { type StaffCobroRefusal, setCobroByStaff } from '../../cobro/staff.ts';
import { cobroAnswer } from '../../cobro/staff-answer.ts';
import { mailContext } from '../../mail/compose/layout.ts';
import { annulWaitingQr } from '../qr-cancel.ts';
import { QR_CANCEL_FAILURES } from '../qr-routes.ts';
import { findComprobante } from './cobro.ts';
import {
  annulSale,
  CobroRefusedError,
  changeSaleState,
  findSaleDetail,
  listSaleCards,
  type StatusResult,
} from './service.ts';
import { saleWeighRoute } from './weigh-route.ts';

const admin = { config: { access: 'admin' as const } };

const saleParams = { params: idParams(MSG.ventaNoEncontrada) };
const stateParams = {
  params: failsAsNotFound(z.object({ id: rowId, estado: z.string() }), MSG.ventaNoEncontrada),
  body: handOverSchema,
};

function answer(result: StatusResult): SaleStatusChanged {
  if (!result.ok) {
    if (result.reason === 'not-found') throw new HttpError(404, MSG.ventaNoEncontrada);
    if (result.reason === 'delivered') throw new HttpError(409, COBRO_MSG.entregadoFinal);
    throw new HttpError(409, MSG.ventaAnulada);
  }
  return { id: result.id, estadoPago: result.estadoPago };
}

const REFUSALS: Record<StaffCobroRefusal, [number, string]> = {
  'not-found': [404, MSG.ventaNoEncontrada],
  annulled: [409, COBRO_MSG.ventaAnulada],
  pos: [409, COBRO_MSG.ventaDelPuesto],
  medio: [400, COBRO_MSG.medioInvalido],
  admin: [403, MSG.sinPermisos],
};

function refuse(reason: StaffCobroRefusal): never {
  const [status, message] = REFUSALS[reason];
  throw new HttpError(status, message);
}

// MARKET §12: Ventas' "Sin factura" and "Factura rechazada".
const saleListQuery = pageQuerySchema.extend({
  factura: z.enum(FACTURA_FILTROS, { error: FACTURA_ROUTE_MSG.filtroInvalido }).optional(),
  // MARKET §7 (round 5): "Comprobantes por revisar".
  comprobante: z.enum(['pendiente'], { error: MSG.datosInvalidos }).optional(),
});

/** Admin sales management (API.md "Sales"); sale creation lives in the sales module. */
export function salesManageRoutes(app: Api, db: Db, config: Config, after: AfterCommit): void {
  const ctx = mailContext(config);

  app.get(
    '/api/sheets/sale',
    { ...admin, schema: { querystring: saleListQuery } },
    async (request, reply) => {
      const { factura, comprobante } = request.query;
      const { items, total } = await listSaleCards(db, request.query, factura, comprobante);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return items;
    },
  );

  app.get('/api/sheets/sale/:id', { ...admin, schema: saleParams }, async (request) => {
    const sale = await findSaleDetail(db, request.params.id);
    if (!sale) throw new HttpError(404, MSG.ventaNoEncontrada);
    return sale;
  });

  // MARKET §7: sellers set Listo and Entregado (at the stall); any other status is the admin's.
  const changeState = { config: { access: 'staff' as const }, schema: stateParams };
  app.put('/api/sheets/sale/:id/changestate/:estado', changeState, async (request) => {
    const { id } = request.params;
    // The router has already URL-decoded the value ("En%20preparaci%C3%B3n").
    const estado = parseSaleStatus(request.params.estado);
    if (!estado) throw new HttpError(400, MSG.estadoInvalido);
    if (estado === ANNULLED_STATUS || !SELLER_STATUSES.includes(estado)) {
      checkAccess('admin', userOf(request));
    }
    // MARKET §2: Entregas' "Entregado" may carry the cobro, recorded in the same transaction.
    const medio = request.body?.cobro?.medio;
    if (medio !== undefined && estado !== 'Entregado') throw new HttpError(400, MSG.datosInvalidos);
    const cobro =
      medio === undefined ? undefined : { medio, isAdmin: userOf(request).rol === 'admin' };
    try {
      return answer(await changeSaleState(db, id, estado, ctx, auditWho(request), after, cobro));
    } catch (err) {
      if (err instanceof CobroRefusedError) refuse(err.reason);
      throw err;
    }
  });

  const cobro = {
    config: { access: 'staff' as const },
    schema: { params: idParams(MSG.ventaNoEncontrada), body: cobroChangeSchema },
  };
  app.put('/api/sheets/sale/:id/cobro', cobro, async (request) => {
    const user = userOf(request);
    const isAdmin = user.rol === 'admin';
    const { id } = request.params;
    const result = await setCobroByStaff(db, id, request.body, auditWho(request), isAdmin);
    if (!result.ok) refuse(result.reason);
    return cobroAnswer(db, id, isAdmin);
  });

  // The customer's receipt (image or PDF) as it was uploaded; private to staff.
  const staffSale = { config: { access: 'staff' as const }, schema: saleParams };
  app.get('/api/sheets/sale/:id/comprobante', staffSale, async (request, reply) => {
    const file = await findComprobante(db, request.params.id);
    if (!file) throw new HttpError(404, MSG.ventaNoEncontrada);
    return reply
      .type(file.tipo)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .send(file.bytes);
  });

  saleWeighRoute(app, db, after); // MARKET §8: PUT /api/sheets/sale/{id}/peso

  app.delete('/api/sheets/delete/sale/:id', { ...admin, schema: saleParams }, async (request) => {
    const qr = await annulWaitingQr(db, config, request.params.id, auditWho(request), after);
    if (qr && !qr.ok) {
      const [status, message] = QR_CANCEL_FAILURES[qr.reason];
      throw new HttpError(status, message);
    }
    if (qr?.ok) return { id: qr.id, estadoPago: ANNULLED_STATUS };
    return answer(await annulSale(db, request.params.id, ctx, auditWho(request), after));
  });
}
