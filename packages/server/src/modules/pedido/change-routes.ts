// PUT /api/pedido/{id} and POST /api/pedido/{id}/cancelar (MARKET §10): the customer changes or
// cancels their own order, by the order page's token or signed in as its owner.
import { pedidoChangeSchema } from '@feria/domain/rules/order-change';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { parseWith } from '../../http/errors.ts';
import type { AfterCommit } from '../../shared/after-commit.ts';
import { cancelPedido, changePedido } from './change.ts';
import { keyOf, type PedidoRequest } from './token.ts';

function changeRequest(request: PedidoRequest, config: Config) {
  const { id, key } = keyOf(request);
  const notice = { config, token: key.token, userId: key.user?.uid ?? null, ip: request.ip };
  return {
    id,
    key,
    notice,
    maxPedido: config.MAX_PEDIDO,
    maxOpenPesos: config.ABIERTO_POR_DIRECCION,
  };
}

export function pedidoChangeRoutes(
  app: FastifyInstance,
  db: Db,
  config: Config,
  after: AfterCommit,
): void {
  const open = { config: { access: 'public' as const } };

  app.put('/api/pedido/:id', open, async (request: PedidoRequest, reply) => {
    const change = changeRequest(request, config);
    const { productos } = parseWith(pedidoChangeSchema, request.body);
    reply.header('cache-control', 'no-store');
    return changePedido(db, change, productos, after);
  });

  app.post('/api/pedido/:id/cancelar', open, async (request: PedidoRequest, reply) => {
    const change = changeRequest(request, config);
    reply.header('cache-control', 'no-store');
    return cancelPedido(db, change, after);
  });
}
