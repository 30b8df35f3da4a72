// /api/whatsapp/webhook (MARKET §13.3): Meta calls it, so no session and no Origin; its proof is
// X-Hub-Signature-256, the HMAC-SHA256 of the raw body bytes with the app's secret, checked in
// constant time before the body is parsed. The body is read as bytes (up to Meta's 3 MB) by a
// content-type parser of this route's own scope; the rest of the API keeps parsing JSON.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WhatsappConfig } from '../../config/whatsapp.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { recordAudit } from '../audit/service.ts';
import { handleWebhook } from './webhook.ts';

const PATH = '/api/whatsapp/webhook';
const MAX_BODY = 3 * 1024 * 1024;
const FIRMA_INVALIDA = 'Firma inválida';

/** Whether `header` is `sha256={hex HMAC-SHA256 of raw with secret}`, compared in constant time. */
function isSignedByMeta(raw: Buffer, header: string | undefined, secret: string): boolean {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header ?? '');
  if (!match?.[1]) return false;
  const expected = createHmac('sha256', secret).update(raw).digest();
  return timingSafeEqual(Buffer.from(match[1], 'hex'), expected);
}

/** At most one audit entry a minute per address (a flood of forged calls must not fill the log). */
function oncePerMinute() {
  const last = new Map<string, number>();
  return (ip: string, now: number): boolean => {
    const before = last.get(ip);
    if (before !== undefined && now - before < 60_000) return false;
    if (last.size > 10_000) last.clear();
    last.set(ip, now);
    return true;
  };
}

type VerifyRequest = FastifyRequest<{ Querystring: Record<string, unknown> }>;

export function whatsappWebhookRoutes(
  app: FastifyInstance,
  db: Db,
  config: WhatsappConfig | null,
): void {
  const open = { config: { access: 'public' as const, anyOrigin: true } };

  app.get(PATH, open, async (request: VerifyRequest, reply) => {
    const q = request.query;
    const ok =
      config !== null &&
      q['hub.mode'] === 'subscribe' &&
      typeof q['hub.verify_token'] === 'string' &&
      typeof q['hub.challenge'] === 'string' &&
      q['hub.verify_token'] === config.verifyToken;
    if (!ok) throw new HttpError(403, 'Verificación rechazada');
    return reply.code(200).type('text/plain; charset=utf-8').send(q['hub.challenge']);
  });

  const firmaDue = oncePerMinute();
  app.register(async (scope) => {
    // The raw bytes: the signature is over them, and nothing is parsed before it is checked.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: MAX_BODY },
      (_req, body, done) => done(null, body),
    );
    scope.post(PATH, { ...open, bodyLimit: MAX_BODY }, async (request, reply) => {
      if (!config) throw new HttpError(404, 'No encontrado');
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers['x-hub-signature-256'];
      if (!isSignedByMeta(raw, typeof header === 'string' ? header : undefined, config.appSecret)) {
        request.log.warn({ ip: request.ip }, 'Webhook de WhatsApp con firma inválida');
        if (firmaDue(request.ip, Date.now())) {
          await recordAudit(db, {
            actor: { id: null, email: 'whatsapp', ip: request.ip },
            accion: 'whatsapp.firma',
            detalle: `Firma inválida desde ${request.ip}`,
          });
        }
        throw new HttpError(401, FIRMA_INVALIDA);
      }
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        body = null; // signed but not JSON: nothing to do, still 200
      }
      await handleWebhook(db, body);
      return reply.code(200).send({ ok: true });
    });
  });
}
