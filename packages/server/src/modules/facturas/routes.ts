// MARKET §12's routes: "Reintentar" a rejected invoice (admin).
import { FACTURA_ROUTE_MSG } from '@feria/domain/messages/factura';
import { MSG } from '@feria/domain/messages/shop';
import { ISO_MONTH, shopToday } from '@feria/domain/rules/dates';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ArcaConfig } from '../../config/arca.ts';
import type { Db } from '../../db/client.ts';
import { sales } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { idParams } from '../../http/id-param.ts';
import type { Api } from '../../http/zod-provider.ts';
import { auditWho } from '../audit/who.ts';
import { facturasOf } from './dto.ts';
import { facturasEstado } from './estado.ts';
import { monthCsv, pendingCount } from './month-csv.ts';
import { retryInvoice } from './retry.ts';

const admin = { config: { access: 'admin' as const } };

// Without `mes`, this month in Buenos Aires (what "Facturas del mes" means).
const mesQuery = z.object({
  mes: z
    .string({ error: FACTURA_ROUTE_MSG.mesInvalido })
    .regex(ISO_MONTH, { error: FACTURA_ROUTE_MSG.mesInvalido })
    .optional(),
});

export function facturaRoutes(app: Api, db: Db, arca: ArcaConfig | null): void {
  app.get(
    '/api/facturas.csv',
    { ...admin, schema: { querystring: mesQuery } },
    async (request, reply) => {
      const mes = request.query.mes ?? shopToday().slice(0, 7);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="facturas-${mes}.csv"`)
        .header('cache-control', 'no-store')
        .send(await monthCsv(db, mes));
    },
  );

  // Control (staff): "Facturas pendientes: {n}" when there are some.
  const staff = { config: { access: 'staff' as const } };
  app.get('/api/facturas/pendientes', staff, async () => ({ pendientes: await pendingCount(db) }));
  // Balance → Facturas del mes (admin): the ARCA identity and the pending and rejected counts.
  app.get('/api/facturas/estado', admin, async () => facturasEstado(db, arca));

  // The stall's ticket (staff): the sale's invoice as it comes from the queue.
  const staffSale = { ...staff, schema: { params: idParams(MSG.ventaNoEncontrada) } };
  app.get('/api/sheets/sale/:id/factura', staffSale, async (request) => {
    const { id } = request.params;
    const [sale] = await db.select({ id: sales.id }).from(sales).where(eq(sales.id, id));
    if (!sale) throw new HttpError(404, MSG.ventaNoEncontrada);
    return facturasOf(db, id);
  });

  const retry = { ...admin, schema: { params: idParams(MSG.ventaNoEncontrada) } };
  app.post('/api/sheets/sale/:id/factura/reintentar', retry, async (request, reply) => {
    const { id } = request.params;
    const result = await retryInvoice(db, id, auditWho(request));
    if (result === 'not-found') throw new HttpError(404, MSG.ventaNoEncontrada);
    if (result === 'not-rejected') throw new HttpError(409, FACTURA_ROUTE_MSG.noRechazada);
    return reply.code(202).send(await facturasOf(db, id));
  });
}
