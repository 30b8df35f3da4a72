// GET /metrics (DESIGN §7): only for whoever runs the server. It answers a request made on this
// machine straight to the server (a loopback socket and no proxy in between: behind a proxy on
// the same machine every request arrives from the loopback), or one carrying
// `Authorization: Bearer {METRICS_TOKEN}`. Anyone else gets the 404 of a route that does not
// exist, a wrong token included.
import { createHash, timingSafeEqual } from 'node:crypto';
import net from 'node:net';
import { MSG } from '@feria/domain/messages/shop';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ShopMetrics } from './collectors.ts';

const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (plain === '::1') return true;
  return net.isIPv4(plain) && plain.startsWith('127.');
}

const digest = (text: string) => createHash('sha256').update(text).digest();

export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  const authorization = request.headers.authorization;
  if (authorization !== undefined) {
    return token !== undefined && timingSafeEqual(digest(authorization), digest(`Bearer ${token}`));
  }
  const proxied = PROXY_HEADERS.some((name) => request.headers[name] !== undefined);
  return !proxied && isLoopback(request.raw.socket.remoteAddress);
}

export function metricsRoutes(
  app: FastifyInstance,
  opts: { metrics: ShopMetrics; token: string | undefined },
): void {
  const { metrics, token } = opts;
  app.addHook('onResponse', async (request, reply) => metrics.observe(request, reply));
  app.get('/metrics', async (request, reply) => {
    if (!mayReadMetrics(request, token)) {
      return reply.code(404).send({ error: MSG.rutaNoEncontrada });
    }
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.contentType)
      .send(await metrics.text());
  });
}
