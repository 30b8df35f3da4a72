import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

export const MSG_CARACTER_NULO = 'El texto contiene un carácter no permitido';

/** A NUL anywhere in a value (nested objects and lists included, up to a sane depth). */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > 32) return false;
  return Object.values(value).some((v) => hasNul(v, depth + 1));
}

/**
 * PostgreSQL cannot store the NUL character in text: a name or description carrying one (JSON
 * "\u0000", or %00 in a path) would fail inside the query as a 500. Refused here, once for every
 * route, after the role check so an anonymous caller still learns only that it must sign in.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    if (hasNul(request.params) || hasNul(request.query) || hasNul(request.body)) {
      throw new HttpError(400, MSG_CARACTER_NULO);
    }
  });
}
