// The subscription calls of MARKET §9. Signed-in customers for their own subscriptions, the admin
// for every one; anyone else 401 "Ingresá para suscribirte" (so the routes are declared public
// and check the session themselves), someone else's 404 "Suscripción no encontrada".
import { FERIA_MSG } from '@feria/domain/messages/ferias';
import { MSG } from '@feria/domain/messages/shop';
import { SUS_MSG } from '@feria/domain/messages/suscripciones';
import { SUS_ESTADOS } from '@feria/domain/rules/suscripciones';
import {
  saltearSchema,
  suscripcionCreateSchema,
  suscripcionUpdateSchema,
} from '@feria/domain/schemas/suscripcion';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../http/access.ts';
import { HttpError, parseWith } from '../../http/errors.ts';
import { idFrom } from '../../http/id-param.ts';
import type { Api } from '../../http/zod-provider.ts';
import type { AfterCommit } from '../../shared/after-commit.ts';
import { mailContext } from '../mail/compose/layout.ts';
import { cancelar, pausar, reanudar, saltear } from './actions.ts';
import { generateOrders } from './generate.ts';
import {
  createSuscripcion,
  getSuscripcion,
  listSuscripciones,
  type SusResult,
  updateSuscripcion,
} from './service.ts';
import { feriaSummary } from './summary.ts';

const open = { config: { access: 'public' as const } };

function signedIn(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, SUS_MSG.ingresa);
  return request.user;
}

function admin(request: FastifyRequest): SessionUser {
  const user = signedIn(request);
  if (user.rol !== 'admin') throw new HttpError(403, MSG.sinPermisos);
  return user;
}

const notFound = () => new HttpError(404, SUS_MSG.noEncontrada);

function subId(request: FastifyRequest): number {
  const id = idFrom((request.params as { id?: unknown }).id);
  if (id === null) throw notFound();
  return id;
}

function answer(result: SusResult) {
  if (!result.ok) {
    const { status, message, path } = result;
    throw new HttpError(status, message, path ? { issues: [{ path, message }] } : {});
  }
  return result.suscripcion;
}

const actorOf = (request: FastifyRequest, user: SessionUser) => ({
  id: user.uid,
  email: user.email,
  ip: request.ip,
});

const estadoQuery = z.object({
  estado: z.enum(SUS_ESTADOS, { error: MSG.datosInvalidos }).optional(),
});

export function suscripcionRoutes(app: Api, db: Db, config: Config, after: AfterCommit): void {
  const mail = mailContext(config);
  const opts = {
    mercadoPago: config.mercadoPago,
    bolsonesPorCuenta: config.BOLSONES_POR_CUENTA,
    config,
    after,
  };
  const ctxOf = (request: FastifyRequest) => {
    const user = signedIn(request);
    return {
      user,
      actor: actorOf(request, user),
      mail,
      after,
      now: new Date(),
      bolsonesPorCuenta: config.BOLSONES_POR_CUENTA,
      config,
    };
  };

  app.post('/api/suscripciones', open, async (request, reply) => {
    const user = signedIn(request);
    const input = parseWith(suscripcionCreateSchema, request.body);
    const result = await createSuscripcion(
      db,
      opts,
      user,
      input,
      actorOf(request, user),
      new Date(),
    );
    return reply.code(201).send(answer(result));
  });

  app.get('/api/suscripciones', open, async (request) => {
    const user = signedIn(request);
    const { estado } = parseWith(estadoQuery, request.query);
    return listSuscripciones(db, user, user.rol === 'admin' ? estado : undefined, new Date());
  });

  // Before /:id, so "resumen" and "generar" are never read as ids.
  app.get('/api/suscripciones/resumen', open, async (request) => {
    admin(request);
    const id = idFrom((request.query as { feriaId?: unknown }).feriaId);
    const summary = id === null ? null : await feriaSummary(db, id);
    if (!summary) throw new HttpError(404, FERIA_MSG.feriaNoEncontrada);
    return summary;
  });

  app.post('/api/suscripciones/generar', open, async (request) => {
    admin(request);
    return generateOrders(db, config, new Date(), after);
  });

  app.get('/api/suscripciones/:id', open, async (request) => {
    const user = signedIn(request);
    const found = await getSuscripcion(db, user, subId(request), new Date());
    if (!found) throw notFound();
    return found;
  });

  app.put('/api/suscripciones/:id', open, async (request) => {
    const user = signedIn(request);
    const id = subId(request);
    const input = parseWith(suscripcionUpdateSchema, request.body);
    return answer(
      await updateSuscripcion(db, opts, user, id, input, actorOf(request, user), new Date()),
    );
  });

  app.post('/api/suscripciones/:id/saltear', open, async (request) => {
    const ctx = ctxOf(request);
    const id = subId(request);
    const input = parseWith(saltearSchema, request.body);
    return answer(await saltear(db, id, input, ctx));
  });

  app.post('/api/suscripciones/:id/pausar', open, async (request) => {
    const ctx = ctxOf(request);
    return answer(await pausar(db, subId(request), ctx));
  });
  app.post('/api/suscripciones/:id/reanudar', open, async (request) => {
    const ctx = ctxOf(request);
    return answer(await reanudar(db, subId(request), ctx));
  });
  app.post('/api/suscripciones/:id/cancelar', open, async (request) => {
    const ctx = ctxOf(request);
    return answer(await cancelar(db, subId(request), ctx));
  });
}
