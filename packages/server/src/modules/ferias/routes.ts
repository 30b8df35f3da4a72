// The ferias calls of MARKET §1: the public list of upcoming ferias and the admin management.
import { FERIA_MSG } from '@feria/domain/ferias-messages';
import { feriaCancelSchema, feriaInputSchema } from '@feria/domain/schemas/feria';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { idParams } from '../../http/id-param.ts';
import type { Api } from '../../http/zod-provider.ts';
import type { AfterCommit } from '../../shared/after-commit.ts';
import { actorOf } from '../audit/who.ts';
import { mailContext } from '../mail/compose/layout.ts';
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

const params = idParams(FERIA_MSG.feriaNoEncontrada);

export function feriaRoutes(app: Api, db: Db, config: Config, after: AfterCommit): void {
  const admin = { config: { access: 'admin' as const } };
  const ctx = mailContext(config);

  app.get('/api/ferias/proximas', { config: { access: 'public' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return upcomingFerias(db, new Date());
  });

  app.get('/api/ferias', admin, async () => allFerias(db, new Date()));

  app.post(
    '/api/ferias',
    { ...admin, schema: { body: feriaInputSchema } },
    async (request, reply) => {
      const input = request.body;
      return reply.code(201).send(await createFeria(db, input, actorOf(request), new Date()));
    },
  );

  const update = { ...admin, schema: { params, body: feriaInputSchema } };
  app.put('/api/ferias/:id', update, async (request) => {
    const { id } = request.params;
    return updateFeria(db, id, request.body, actorOf(request), new Date());
  });

  const cancel = { ...admin, schema: { params, body: feriaCancelSchema } };
  app.post('/api/ferias/:id/cancelar', cancel, async (request) => {
    const { id } = request.params;
    const { moverA } = request.body;
    const result = await cancelFeria(db, id, moverA ?? null, actorOf(request), ctx, after);
    return { id: result.id, estado: result.estado, movidos: result.movidos };
  });

  // MARKET §7: sellers read Preparación (and Entregas reads its orders from it).
  const staffFeria = { config: { access: 'staff' as const }, schema: { params } };
  app.get('/api/ferias/:id/preparacion', staffFeria, async (request) =>
    preparation(db, request.params.id, new Date()),
  );

  app.get('/api/ferias/:id/preparacion.csv', staffFeria, async (request, reply) => {
    const prep = await preparation(db, request.params.id, new Date());
    return reply
      .type('text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="${preparationCsvName(prep.feria.fecha)}"`,
      )
      .header('cache-control', 'no-store')
      .send(preparationCsv(prep));
  });

  // Sellers set Listo too (MARKET §7), so "Marcar todos como Listo" is theirs as well.
  app.post('/api/ferias/:id/listos', staffFeria, async (request) => {
    const result = await markAllReady(db, request.params.id, actorOf(request), ctx, after);
    return { actualizados: result.actualizados };
  });
}
