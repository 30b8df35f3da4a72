// The ferias calls of MARKET §1: the public list of upcoming ferias and the admin management.
import { FERIA_MSG } from '@feria/domain/ferias-messages';
import { feriaCancelSchema, feriaInputSchema } from '@feria/domain/schemas/feria';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { parseWith } from '../../http/errors.ts';
import { idParam } from '../../http/id-param.ts';
import type { AfterCommit } from '../../shared/after-commit.ts';
import { actorOf } from '../audit/who.ts';
import { mailContext } from '../mail/order-mails.ts';
import { preparationCsv, preparationCsvName } from './csv.ts';
import { preparation } from './preparation.ts';
import {
  allFerias,
  cancelFeria,
  createFeria,
  markAllReady,
  upcomingFerias,
  updateFeria,
} from './service.ts';

const feriaId = (params: unknown) => idParam(params, FERIA_MSG.feriaNoEncontrada);

export function feriaRoutes(
  app: FastifyInstance,
  db: Db,
  config: Config,
  after: AfterCommit,
): void {
  const admin = { config: { access: 'admin' as const } };
  const ctx = mailContext(config);

  app.get('/api/ferias/proximas', { config: { access: 'public' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return upcomingFerias(db, new Date());
  });

  app.get('/api/ferias', admin, async () => allFerias(db, new Date()));

  app.post('/api/ferias', admin, async (request, reply) => {
    const input = parseWith(feriaInputSchema, request.body);
    return reply.code(201).send(await createFeria(db, input, actorOf(request), new Date()));
  });

  app.put('/api/ferias/:id', admin, async (request) => {
    const id = feriaId(request.params);
    const input = parseWith(feriaInputSchema, request.body);
    return updateFeria(db, id, input, actorOf(request), new Date());
  });

  app.post('/api/ferias/:id/cancelar', admin, async (request) => {
    const id = feriaId(request.params);
    const { moverA } = parseWith(feriaCancelSchema, request.body ?? {});
    const result = await cancelFeria(db, id, moverA ?? null, actorOf(request), ctx, after);
    return { id: result.id, estado: result.estado, movidos: result.movidos };
  });

  app.get('/api/ferias/:id/preparacion', admin, async (request) =>
    preparation(db, feriaId(request.params), new Date()),
  );

  app.get('/api/ferias/:id/preparacion.csv', admin, async (request, reply) => {
    const prep = await preparation(db, feriaId(request.params), new Date());
    return reply
      .type('text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="${preparationCsvName(prep.feria.fecha)}"`,
      )
      .header('cache-control', 'no-store')
      .send(preparationCsv(prep));
  });

  app.post('/api/ferias/:id/listos', admin, async (request) => {
    const result = await markAllReady(db, feriaId(request.params), actorOf(request), ctx, after);
    return { actualizados: result.actualizados };
  });
}
