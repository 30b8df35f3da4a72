// GET /api/pedido/{id}/factura?t= (MARKET §12): the printable invoice, opened by the order's
// token (or its signed-in owner); staff open any sale's, stall sales included, without it.
import { COBRO_MSG } from '@feria/domain/messages/cobro';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { facturas, saleLines, sales } from '../../db/schema.ts';
import { isStaff } from '../../http/access.ts';
import { HttpError } from '../../http/errors.ts';
import { openPedido } from '../pedido/service.ts';
import { keyOf, type PedidoRequest } from '../pedido/token.ts';
import { invoiceHtml } from './invoice-html.ts';

const notFound = () => new HttpError(404, COBRO_MSG.pedidoNoEncontrado);

export function invoicePrintRoute(
  app: FastifyInstance,
  db: Db,
  config: Pick<Config, 'SHOP_NAME' | 'arca'>,
): void {
  const open = { config: { access: 'public' as const } };
  app.get('/api/pedido/:id/factura', open, async (request: PedidoRequest, reply) => {
    const { id, key } = keyOf(request);
    const staff = key.token === undefined && isStaff(request.user);
    const sale = staff
      ? (await db.select({ id: sales.id }).from(sales).where(eq(sales.id, id)))[0]
      : await openPedido(db, id, key);
    if (!sale || !config.arca) throw notFound();
    const rows = await db
      .select()
      .from(facturas)
      .where(and(eq(facturas.saleId, id), eq(facturas.estado, 'emitida')));
    const factura = rows.find((r) => r.tipo === 11);
    if (!factura) throw notFound();
    const lines = await db
      .select()
      .from(saleLines)
      .where(eq(saleLines.saleId, id))
      .orderBy(asc(saleLines.id));
    const html = invoiceHtml({
      shopName: config.SHOP_NAME,
      cuit: config.arca.cuit,
      factura,
      notaCredito: rows.find((r) => r.tipo === 13) ?? null,
      lines,
    });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });
}
