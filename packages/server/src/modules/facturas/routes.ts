// MARKET §12's routes: "Reintentar" a rejected invoice (admin).
import { FACTURA_ROUTE_MSG } from '@feria/domain/messages/factura';
import { MSG } from '@feria/domain/messages/shop';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { idParams } from '../../http/id-param.ts';
import type { Api } from '../../http/zod-provider.ts';
import { auditWho } from '../audit/who.ts';
import { facturasOf } from './dto.ts';
import { retryInvoice } from './retry.ts';

const admin = { config: { access: 'admin' as const } };

export function facturaRoutes(app: Api, db: Db): void {
  const retry = { ...admin, schema: { params: idParams(MSG.ventaNoEncontrada) } };
  app.post('/api/sheets/sale/:id/factura/reintentar', retry, async (request, reply) => {
    const { id } = request.params;
    const result = await retryInvoice(db, id, auditWho(request));
    if (result === 'not-found') throw new HttpError(404, MSG.ventaNoEncontrada);
    if (result === 'not-rejected') throw new HttpError(409, FACTURA_ROUTE_MSG.noRechazada);
    return reply.code(202).send(await facturasOf(db, id));
  });
}
