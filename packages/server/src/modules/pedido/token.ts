// The order page's private link (MARKET §7): a token made with the web order
// (shared/opaque-token.ts; only its SHA-256 is stored, as for sessions and account links).
import { COBRO_MSG } from '@feria/domain/messages/cobro';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { idFrom } from '../../http/id-param.ts';

/** Any order page call that names no order it can open: one 404 for all. */
export const notFound = () => new HttpError(404, COBRO_MSG.pedidoNoEncontrado);

export type PedidoRequest = FastifyRequest<{
  Params: { id: string };
  Querystring: { t?: unknown };
}>;

/** The order's id and who asks; a malformed id or token is the same 404 as a wrong one. */
export function keyOf(request: PedidoRequest) {
  const id = idFrom(request.params.id);
  const t = request.query.t;
  if (id === null || (t !== undefined && (typeof t !== 'string' || t.length > 200))) {
    throw notFound();
  }
  return { id, key: { token: t as string | undefined, user: request.user } };
}

/** The order page's path for a token: what the web opens and the e-mail links to. */
export const pedidoPath = (id: number, token: string) =>
  `/pedido/${id}?t=${encodeURIComponent(token)}`;
