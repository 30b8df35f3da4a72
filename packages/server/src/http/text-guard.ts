import { MSG } from '@feria/domain/messages/shop';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

/** A UTF-16 surrogate without its other half: stored as U+FFFD, not as what was sent (API.md). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A NUL or a lone surrogate anywhere in a value (nested objects and lists included, up to a sane
 * depth). */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000') || LONE_SURROGATE.test(value);
  if (value === null || typeof value !== 'object' || depth > 32) return false;
  return Object.values(value).some((v) => hasNul(v, depth + 1));
}

/**
 * PostgreSQL cannot store the NUL character in text: a name or description carrying one (JSON
 * "\u0000") would fail inside the query; a lone surrogate ("\uD800") would be stored as U+FFFD,
 * not as what was sent. Bodies and query strings are refused here, once for every
 * route, after the role check so an anonymous caller still learns only that it must sign in, and
 * before the route's schemas. Path parameters are left to each route's own validation (its message is the better one); one that
 * still reaches the database is answered 400 by the error handler.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.query) || hasNul(request.body)) throw new HttpError(400, MSG.caracterNulo);
  });
}
