import { MSG } from '@feria/domain/messages/shop';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route another service calls, proven by its own signature (Mercado Pago's webhook). */
    anyOrigin?: boolean;
  }
}

/**
 * Every state-changing call must carry an Origin equal to the shop's own (PUBLIC_URL's, or the
 * request's Host). Browsers send it by themselves; a cross-site form or script cannot fake it.
 * Every path is checked, not only those spelled "/api": the router decodes "/%61pi/..." into an
 * /api route, so a test of the raw URL would let that spelling through (issue 12).
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE.has(request.method) || request.routeOptions.config?.anyOrigin === true) return;
    const origin = request.headers.origin;
    const own = `${request.protocol}://${request.host}`;
    if (!origin || (origin !== publicOrigin && origin !== own)) {
      throw new HttpError(403, MSG.origenNoPermitido);
    }
  });
}
