// Mercado Pago (MARKET §7): the webhook Mercado Pago calls (no Origin, no session: its signature
// is the proof), and "Pagar con Mercado Pago" from the order page.
import { COBRO_MSG } from '@feria/domain/messages/cobro';
import { MP_MSG } from '@feria/domain/messages/mercadopago';
import { isSignedByMercadoPago } from '@feria/domain/rules/mercadopago';
import { canPayOnline } from '@feria/domain/rules/sale-actions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { recordAudit } from '../audit/service.ts';
import { openPedido } from '../pedido/service.ts';
import { keyOf, type PedidoRequest, pedidoPath } from '../pedido/token.ts';
import { webhookHmac } from './client.ts';
import { orderNotified } from './order-notification.ts';
import { paymentNotified } from './payment.ts';
import { checkoutUrl, webhookPath } from './preference.ts';

const FIRMA_INVALIDA = 'Firma inválida';
const NO_SE_PAGA = 'El pedido no se paga con Mercado Pago';
const YA_NO = 'El pedido ya no admite pagos';

type WebhookRequest = FastifyRequest<{
  Querystring: Record<string, unknown>;
  Body: { type?: unknown } | null;
}>;

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** At most one audit entry a minute per address (a flood of forged calls must not fill the log). */
function oncePerMinute() {
  const last = new Map<string, number>();
  return {
    due(ip: string, now: number): boolean {
      const before = last.get(ip);
      if (before !== undefined && now - before < 60_000) return false;
      if (last.size > 10_000) last.clear();
      last.set(ip, now);
      return true;
    },
  };
}

export function mercadoPagoRoutes(app: FastifyInstance, db: Db, config: Config): void {
  const secret = config.MERCADOPAGO_WEBHOOK_SECRET;
  const firmaAudit = oncePerMinute();
  const open = { config: { access: 'public' as const } };

  app.post(
    webhookPath,
    { config: { access: 'public', anyOrigin: true } },
    async (request: WebhookRequest, reply) => {
      if (!config.mercadoPago || !secret) throw new HttpError(404, 'No encontrado');
      const raw = request.query['data.id'];
      const dataId = typeof raw === 'string' && raw.length <= 64 ? raw : undefined;
      const call = {
        signature: header(request, 'x-signature'),
        requestId: header(request, 'x-request-id'),
        dataId,
        now: Date.now(),
      };
      if (!isSignedByMercadoPago(call, webhookHmac(secret))) {
        // API.md round 4: logged, and audited at most once a minute per address.
        request.log.warn(
          { ip: request.ip, requestId: call.requestId },
          'Webhook con firma inválida',
        );
        if (firmaAudit.due(request.ip, call.now)) {
          const detalle = `Firma inválida desde ${request.ip} (x-request-id ${call.requestId ?? '-'})`;
          const actor = { id: null, email: 'Mercado Pago', ip: request.ip };
          await recordAudit(db, {
            actor,
            accion: 'mercadopago.firma',
            detalle: detalle.slice(0, 300),
          });
        }
        throw new HttpError(401, FIRMA_INVALIDA);
      }
      const type = request.query.type ?? request.body?.type;
      // MARKET §11: an order (the stall's QR) is read back like a payment.
      if ((type === 'payment' || type === 'order') && dataId) {
        const who = { actor: { id: null, email: 'Mercado Pago' }, ip: request.ip };
        const outcome =
          type === 'order'
            ? await orderNotified(db, config, dataId, who)
            : await paymentNotified(db, config, dataId, who);
        if (outcome === 'unreachable') {
          // Not read is not ignored: anything but 200 makes Mercado Pago repeat the notification.
          request.log.warn({ dataId }, 'Mercado Pago no respondió al leer un pago notificado');
          throw new HttpError(503, MP_MSG.noResponde);
        }
      }
      // Once the signature is good and the payment was read, the answer is 200, also for what
      // Feria ignores.
      return reply.code(200).send({ ok: true });
    },
  );

  app.post('/api/pedido/:id/pagar', open, async (request: PedidoRequest) => {
    const { id, key } = keyOf(request);
    const row = await openPedido(db, id, key);
    if (!row) throw new HttpError(404, COBRO_MSG.pedidoNoEncontrado);
    if (!config.mercadoPago || row.formaPago !== 'mercadopago')
      throw new HttpError(409, NO_SE_PAGA);
    const facts = { canal: row.canal, estado: row.estado, cobro: row.cobroEstado };
    if (!canPayOnline({ ...facts, formaPago: row.formaPago })) throw new HttpError(409, YA_NO);
    const page = key.token ? pedidoPath(id, key.token) : `/pedido/${id}`;
    const pagarEn = await checkoutUrl(db, config, id, page);
    if (!pagarEn) throw new HttpError(502, MP_MSG.noResponde);
    return { pagarEn };
  });
}
