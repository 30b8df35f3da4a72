// POST /api/sheets/sale (API.md "Sales"): web orders from anyone, point-of-sale sales from staff.
import { checkPosSale, checkWebOrder } from '@feria/domain/checkout';
import { FERIA_MSG } from '@feria/domain/ferias-messages';
import { MSG, unidadesDisponiblesDe } from '@feria/domain/messages';
import { checkSaleMoment } from '@feria/domain/sale-moment';
import { saleCreateSchema } from '@feria/domain/schemas/sale';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { checkAccess } from '../../http/access.ts';
import { HttpError, parseWith } from '../../http/errors.ts';
import type { CatalogCache } from '../catalog/cache.ts';
import { nudgeMailWorker } from '../mail/signal.ts';
import { type CreateSaleResult, createSale } from './create-sale.ts';
import { pruneIdempotencyKeys, readIdempotencyKey } from './idempotency.ts';
import { checkOrderFlood } from './order-flood.ts';

export const MSG_CLAVE_INVALIDA = 'La clave Idempotency-Key no es válida (hasta 200 caracteres)';
export const MSG_CLAVE_REUSADA = 'La clave Idempotency-Key ya se usó para otro pedido';
export const MSG_TOTAL_EXCEDIDO = 'El total de la venta es demasiado grande';

/** The parsed body, or a 400 naming the first rule of SPEC §5 that fails. */
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
  return input;
}

function failure(result: Exclude<CreateSaleResult, { ok: true }>): HttpError {
  switch (result.reason) {
    case 'stock': {
      const { productId, nombre, disponibles } = result.shortage;
      const message = nombre
        ? unidadesDisponiblesDe(nombre, disponibles)
        : MSG.productoNoEncontrado;
      return new HttpError(409, message, { productId, disponibles });
    }
    case 'key-conflict':
      return new HttpError(409, MSG_CLAVE_REUSADA);
    case 'too-large':
      return new HttpError(400, MSG_TOTAL_EXCEDIDO);
    case 'feria-missing':
      return new HttpError(400, FERIA_MSG.feriaNoExiste);
    case 'feria-closed':
      return new HttpError(409, FERIA_MSG.feriaCerrada);
  }
}

export function saleCreateRoutes(
  app: FastifyInstance,
  db: Db,
  config: Config,
  cache: CatalogCache,
): void {
  app.post('/api/sheets/sale', { config: { access: 'public' } }, async (request, reply) => {
    const key = readIdempotencyKey(request.headers['idempotency-key']);
    if (key === 'invalid') throw new HttpError(400, MSG_CLAVE_INVALIDA);
    const input = readSale(request);
    // MARKET §3: a queued point-of-sale sale is dated by its creadaEn (moment = creadaEn ?? now).
    const when = checkSaleMoment(input.creadaEn, input.canal, new Date());
    if (!when.ok) throw new HttpError(400, MSG.ventaFechaInvalida);
    if (input.canal === 'web' && !request.user) {
      await checkOrderFlood(db, config, { ip: request.ip, key, reply });
    }
    const result = await createSale(db, config, {
      input,
      user: request.user,
      idempotencyKey: key,
      moment: when.moment,
    });
    if (!result.ok) throw failure(result);
    if (!result.replayed) {
      cache.invalidate(); // stock changed
      nudgeMailWorker(db);
      await pruneIdempotencyKeys(db);
    }
    return reply.code(result.statusCode).send(result.body);
  });
}
