// The ferias calls of MARKET §1: the public list of upcoming ferias and the admin management.
// Handlers parse, call one service function and turn its result into the HTTP answer.
import { FERIA_MSG } from '@feria/domain/messages/ferias';
import { feriaCancelSchema, feriaInputSchema } from '@feria/domain/schemas/feria';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { idParams } from '../../http/id-param.ts';
import type { Api } from '../../http/zod-provider.ts';
import type { AfterCommit } from '../../shared/after-commit.ts';
import { actorOf } from '../audit/who.ts';
import type { MailContext } from '../mail/compose/layout.ts';
import { nudgeGeneration } from '../suscripciones/signal.ts';
import { type CancelResult, cancelFeria } from './cancel.ts';
import { preparationCsv, preparationCsvName } from './csv.ts';
import { preparation } from './preparation.ts';
import { preparationPage } from './print-page.ts';
import { markAllReady } from './ready.ts';
import {
  allFerias,
  createFeria,
  type FeriaResult,
  upcomingFerias,
  updateFeria,
} from './service.ts';

const params = idParams(FERIA_MSG.feriaNoEncontrada);

const notFound = () => new HttpError(404, FERIA_MSG.feriaNoEncontrada);

function feriaAnswer(result: FeriaResult) {
  if (result.ok) return result.feria;
  if (result.reason === 'times') throw new HttpError(400, result.message);
  throw notFound();
}

const CANCEL_REFUSALS = {
  'not-found': [404, FERIA_MSG.feriaNoEncontrada],
  'already-cancelled': [409, FERIA_MSG.feriaYaCancelada],
  'mover-a-missing': [400, FERIA_MSG.moverARequerido],
  'target-invalid': [400, FERIA_MSG.feriaNoExiste],
} as const;

function cancelAnswer(result: CancelResult) {
  if (!result.ok) {
    const [status, message] = CANCEL_REFUSALS[result.reason];
    throw new HttpError(status, message);
  }
  const { id, estado, movidos, excedidos } = result;
  return { id, estado, movidos, excedidos };
}

export function feriaRoutes(app: Api, db: Db, ctx: MailContext, after: AfterCommit): void {
  const admin = { config: { access: 'admin' as const } };

  app.get('/api/ferias/proximas', { config: { access: 'public' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return upcomingFerias(db, new Date());
  });

  app.get('/api/ferias', admin, async () => allFerias(db, new Date()));

  app.post(
    '/api/ferias',
    { ...admin, schema: { body: feriaInputSchema } },
    async (request, reply) => {
      const result = await createFeria(db, request.body, actorOf(request), new Date());
      if (result.ok) nudgeGeneration(db); // MARKET §9: its bolsones right away
      return reply.code(201).send(feriaAnswer(result));
    },
  );

  const update = { ...admin, schema: { params, body: feriaInputSchema } };
  app.put('/api/ferias/:id', update, async (request) => {
    const { id } = request.params;
    const result = await updateFeria(db, id, request.body, actorOf(request), new Date());
    if (result.ok) nudgeGeneration(db); // MARKET §9
    return feriaAnswer(result);
  });

  const cancel = { ...admin, schema: { params, body: feriaCancelSchema } };
  app.post('/api/ferias/:id/cancelar', cancel, async (request) => {
    const { id } = request.params;
    const { moverA } = request.body;
    return cancelAnswer(await cancelFeria(db, id, moverA ?? null, actorOf(request), ctx, after));
  });

  // MARKET §7: sellers read Preparación (and Entregas reads its orders from it).
  const staffFeria = { config: { access: 'staff' as const }, schema: { params } };
  app.get('/api/ferias/:id/preparacion', staffFeria, async (request) => {
    const prep = await preparation(db, request.params.id, new Date());
    if (!prep) throw notFound();
    return prep;
  });

  app.get('/api/ferias/:id/preparacion.csv', staffFeria, async (request, reply) => {
    const prep = await preparation(db, request.params.id, new Date());
    if (!prep) throw notFound();
    return reply
      .type('text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="${preparationCsvName(prep.feria.fecha)}"`,
      )
      .header('cache-control', 'no-store')
      .send(preparationCsv(prep));
  });

  // "Imprimir": the same preparation as a document to print (print-page.ts).
  app.get('/api/ferias/:id/preparacion.html', staffFeria, async (request, reply) => {
    const prep = await preparation(db, request.params.id, new Date());
    if (!prep) throw notFound();
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(preparationPage(prep));
  });

  // Sellers set Listo too (MARKET §7), so "Marcar todos como Listo" is theirs as well.
  app.post('/api/ferias/:id/listos', staffFeria, async (request) => {
    const result = await markAllReady(db, request.params.id, actorOf(request), ctx, after);
    if (!result.ok) throw notFound();
    return { actualizados: result.actualizados };
  });
}
