import { FERIA_MSG } from '@feria/domain/messages/ferias';
import { MSG } from '@feria/domain/messages/shop';
import {
  ordenRepartoSchema,
  repartoResultadoSchema,
  ubicacionSchema,
} from '@feria/domain/schemas/envio-zona';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { idParams } from '../../http/id-param.ts';
import type { Api } from '../../http/zod-provider.ts';
import type { AfterCommit } from '../../shared/after-commit.ts';
import { auditWho } from '../audit/who.ts';
import { mailContext } from '../mail/compose/layout.ts';
import { reparto } from './reparto.ts';
import { type OrdenResult, ordenarReparto, ordenManual, setUbicacion } from './reparto-orden.ts';
import { repartoPage } from './reparto-page.ts';
import { announceResultado, repartoResultado } from './reparto-resultado.ts';

const feriaParams = idParams(FERIA_MSG.feriaNoEncontrada);
const saleParams = idParams(MSG.ventaNoEncontrada);

/** MARKET §14 "Reparto": a feria's delivery run, its order, and the stops' points (staff). */
export function repartoRoutes(app: Api, db: Db, config: Config, after: AfterCommit): void {
  const ctx = mailContext(config);
  const staff = { config: { access: 'staff' as const } };
  const read = async (feriaId: number) => {
    const answer = await reparto(db, feriaId, config.ENVIO_LOCALIDAD);
    if (!answer) throw new HttpError(404, FERIA_MSG.feriaNoEncontrada);
    return answer;
  };
  const stored = async (feriaId: number, result: OrdenResult) => {
    if (!result.ok) throw new HttpError(result.status, result.error);
    return read(feriaId);
  };

  app.get(
    '/api/ferias/:id/reparto',
    { ...staff, schema: { params: feriaParams } },
    async (request) => read(request.params.id),
  );

  const print = { ...staff, schema: { params: feriaParams } };
  app.get('/api/ferias/:id/reparto.html', print, async (request, reply) => {
    const answer = await read(request.params.id);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(repartoPage(answer));
  });

  const ordenar = { ...staff, schema: { params: feriaParams } };
  app.post('/api/ferias/:id/reparto/ordenar', ordenar, async (request) => {
    const { id } = request.params;
    return stored(id, await ordenarReparto(db, id, auditWho(request)));
  });

  const orden = { ...staff, schema: { params: feriaParams, body: ordenRepartoSchema } };
  app.put('/api/ferias/:id/reparto/orden', orden, async (request) => {
    const { id } = request.params;
    return stored(id, await ordenManual(db, id, request.body.saleIds, auditWho(request)));
  });

  const ubicacion = { ...staff, schema: { params: saleParams, body: ubicacionSchema } };
  app.put('/api/sheets/sale/:id/ubicacion', ubicacion, async (request) => {
    const answer = await setUbicacion(db, request.params.id, request.body, auditWho(request));
    if (!answer) throw new HttpError(404, MSG.ventaNoEncontrada);
    return answer;
  });

  const resultado = { ...staff, schema: { params: saleParams, body: repartoResultadoSchema } };
  app.post('/api/sheets/sale/:id/reparto', resultado, async (request) => {
    const body = request.body;
    const outcome = await repartoResultado(db, request.params.id, body, ctx, auditWho(request));
    const done = announceResultado(outcome, after);
    if (!done.ok) throw new HttpError(done.status, done.error);
    return done.answer;
  });
}
