// Sales (API.md "Sales"): POST /api/sheets/sale, web orders from anyone and point-of-sale sales
// from staff; GET /api/sheets/sales/{userId}, a customer's purchases. Managing sales is in manage/.

import { FERIA_MSG } from '@feria/domain/messages/ferias';
import { PORTAL_MSG } from '@feria/domain/messages/portal';
import { MSG } from '@feria/domain/messages/shop';
import { checkPosSale, checkWebOrder } from '@feria/domain/rules/checkout';
import { receptorDe } from '@feria/domain/rules/factura';
import { ABIERTO_POR_DIRECCION_MSG, pedidosAbiertosMsg } from '@feria/domain/rules/open-orders';
import { hastaUnidadesDe } from '@feria/domain/rules/order-limits';
import { pedidoMaximoMsg } from '@feria/domain/rules/order-max';
import { qrNeedsOrder } from '@feria/domain/rules/qr-puesto';
import { checkSaleMoment } from '@feria/domain/rules/sale-moment';
import type { SaleCreated } from '@feria/domain/schemas/api-types';
import { pageQuerySchema, TOTAL_COUNT_HEADER } from '@feria/domain/schemas/paging';
import { saleCreateSchema } from '@feria/domain/schemas/sale';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { checkAccess, userOf } from '../../http/access.ts';
import { HttpError, parseWith } from '../../http/errors.ts';
import type { Api } from '../../http/zod-provider.ts';
import type { AfterCommit } from '../../shared/after-commit.ts';
import { checkoutUrl } from '../mercadopago/preference.ts';
import { checkWhatsappNumber } from '../whatsapp/opt-in.ts';
import { readIdempotencyKey } from './idempotency.ts';
import { checkOrderFlood } from './order-flood.ts';
import { countPurchases, purchasesOf } from './purchases.ts';
import { startQrOrder } from './qr-order.ts';
import type { CreateSaleResult } from './sale-result.ts';
import { placeSale } from './service.ts';
import { shortageMessage } from './weight-lines.ts';

/**
 * The parsed body, or a 400 naming the first rule of SPEC §5 that fails. Parsed here rather than
 * by a route schema: a point-of-sale sale is checked for the role, and the idempotency key for its
 * shape, before the body.
 */
function readSale(request: FastifyRequest) {
  // A point-of-sale sale is staff-only: refuse it before looking at the rest of the body.
  const raw = request.body as { canal?: unknown } | null;
  if (raw?.canal === 'pos') checkAccess('staff', request.user);
  const input = parseWith(saleCreateSchema, request.body);
  const problem =
    input.canal === 'pos'
      ? checkPosSale({
          ...input,
          nombre: input.cliente.nombre,
          correo: input.cliente.correo,
          lineCount: input.productos.length,
        })
      : checkWebOrder({ ...input, lineCount: input.productos.length });
  if (problem) throw new HttpError(400, problem);
  // MARKET §13.3: notices need a number WhatsApp can reach; a stall sale's box is ignored.
  if (input.canal === 'web' && input.cliente.avisosWhatsapp) {
    checkWhatsappNumber(input.cliente.celular, 'cliente.celular');
  }
  // MARKET §12: the documento's shape now; the $ 10.000.000 rule once the total is known.
  const factura = receptorDe(input.cliente.documento, input.cliente.condicionIva, 0);
  if (!factura.ok) throw new HttpError(400, factura.message);
  return input;
}

function failure(result: Exclude<CreateSaleResult, { ok: true }>, config: Config): HttpError {
  switch (result.reason) {
    case 'over-max':
      return new HttpError(400, pedidoMaximoMsg(config.MAX_PEDIDO));
    case 'open-orders':
      return new HttpError(429, pedidosAbiertosMsg(config.PEDIDOS_ABIERTOS));
    case 'open-value':
      return new HttpError(429, ABIERTO_POR_DIRECCION_MSG);
    case 'stock': {
      const { productId, nombre, disponibles } = result.shortage;
      const message = nombre
        ? shortageMessage({ ...result.shortage, nombre })
        : MSG.productoNoEncontrado;
      return new HttpError(409, message, { productId, disponibles });
    }
    case 'key-conflict':
      return new HttpError(409, MSG.claveReusada);
    case 'too-large':
      return new HttpError(400, MSG.totalExcedido);
    case 'feria-missing':
      return new HttpError(400, FERIA_MSG.feriaNoExiste);
    case 'feria-closed':
      return new HttpError(409, FERIA_MSG.feriaCerrada);
    case 'feria-elegir':
      return new HttpError(400, FERIA_MSG.elegirFeriaVenta);
    case 'moment':
      return new HttpError(400, MSG.ventaFechaInvalida);
    case 'line-cap':
      return new HttpError(400, hastaUnidadesDe(result.nombre));
    case 'no-viene':
      return new HttpError(409, PORTAL_MSG.noViene(result.nombre, result.dia), {
        productId: result.productId,
      });
    case 'factura':
      return new HttpError(400, result.message);
  }
}

const purchases = {
  config: { access: 'user' as const },
  schema: {
    params: z.object({ userId: z.string().trim().min(1).max(100) }),
    querystring: pageQuerySchema,
  },
};

export function saleRoutes(app: Api, db: Db, config: Config, after: AfterCommit): void {
  app.post('/api/sheets/sale', { config: { access: 'public' } }, async (request, reply) => {
    const key = readIdempotencyKey(request.headers['idempotency-key']);
    if (key === 'invalid') throw new HttpError(400, MSG.claveInvalida);
    const input = readSale(request);
    // MARKET §7: Mercado Pago is offered only when it is set up.
    if (input.formaPago === 'mercadopago' && !config.mercadoPago) {
      throw new HttpError(400, MSG.formaPagoInvalida);
    }
    // MARKET §3: a queued point-of-sale sale is dated by its creadaEn (moment = creadaEn ?? now).
    const when = checkSaleMoment(input.creadaEn, input.canal, new Date());
    if (!when.ok) throw new HttpError(400, MSG.ventaFechaInvalida);
    const uid = request.user?.uid ?? null;
    const release =
      input.canal === 'web'
        ? await checkOrderFlood(db, config, { ip: request.ip, uid, key, reply })
        : null;
    const sale = {
      input,
      user: request.user,
      idempotencyKey: key,
      moment: when.moment,
      ip: request.ip,
    };
    const result = await placeSale(db, config, sale, after).catch(async (error: unknown) => {
      await release?.();
      throw error;
    });
    if (!result.ok) {
      await release?.();
      throw failure(result, config);
    }
    // After the sale's transaction: Mercado Pago failing or silent leaves the order, without
    // pagarEn (the order page tries again).
    const created = result.body as SaleCreated;
    if (input.formaPago === 'mercadopago' && !result.replayed && created.pedido) {
      const pagarEn = await checkoutUrl(db, config, created.id, created.pedido);
      if (pagarEn) return reply.code(result.statusCode).send({ ...created, pagarEn });
    }
    // MARKET §11: a stall QR sale made online gets its Mercado Pago order now, outside the
    // sale's transaction (the same key again for a replay: the same order).
    if (qrNeedsOrder(input, config.qrPuesto)) {
      const qr = await startQrOrder(db, config, created.id);
      if (qr) return reply.code(result.statusCode).send({ ...created, qr });
    }
    return reply.code(result.statusCode).send(result.body);
  });

  // That user or an admin (DESIGN §4); anyone else gets 403, never someone else's orders.
  app.get('/api/sheets/sales/:userId', purchases, async (request, reply) => {
    const { userId } = request.params;
    const user = userOf(request);
    if (user.uid !== userId && user.rol !== 'admin') throw new HttpError(403, MSG.sinPermisos);
    reply.header(TOTAL_COUNT_HEADER, String(await countPurchases(db, userId)));
    return purchasesOf(db, userId, request.query);
  });
}
