import { PORTAL_MSG } from '@feria/domain/messages/portal';
import { PRODUCER_MSG } from '@feria/domain/messages/producers';
import { producerFormSchema } from '@feria/domain/schemas/producer';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { checkAccess, isStaff } from '../../http/access.ts';
import { HttpError } from '../../http/errors.ts';
import { idParams } from '../../http/id-param.ts';
import type { Api } from '../../http/zod-provider.ts';
import type { AfterCommit } from '../../shared/after-commit.ts';
import { isOurUpload } from '../../shared/picture-store.ts';
import { actorOf } from '../audit/who.ts';
import { accessByProducer } from '../portal/access.ts';
import {
  createProducer,
  deleteProducer,
  listAllProducers,
  listPublicProducers,
  type ProducerWrite,
  producerPage,
  updateProducer,
} from './service.ts';

const params = idParams(PRODUCER_MSG.productorNoEncontrado);

/** The photo is one of our uploads (POST /api/sheets/images), as for products. */
function checkFoto(form: z.output<typeof producerFormSchema>) {
  if (form.foto && !isOurUpload(form.foto)) {
    const message = PRODUCER_MSG.fotoAjena;
    throw new HttpError(400, message, { issues: [{ path: 'foto', message }] });
  }
  return form;
}

function answer(result: ProducerWrite) {
  if (result.ok) return result.producer;
  if (result.reason === 'not-found') throw new HttpError(404, PRODUCER_MSG.productorNoEncontrado);
  const message = PRODUCER_MSG.productorRepetido;
  throw new HttpError(409, message, { issues: [{ path: 'nombre', message }] });
}

/**
 * MARKET §4. Anyone: producers with published products (public fields) and a producer's page.
 * `?todos=1` is the admin's list: every producer with contact and commission. Staff also see
 * contact and commission on a producer's page; anonymous answers never carry them.
 */
export function producerRoutes(app: Api, db: Db, after: AfterCommit): void {
  const admin = { config: { access: 'admin' as const } };
  const anyone = { config: { access: 'public' as const } };

  const list = { ...anyone, schema: { querystring: z.object({ todos: z.string().optional() }) } };
  app.get('/api/productores', list, async (request) => {
    if (request.query.todos === undefined) return listPublicProducers(db);
    checkAccess('admin', request.user);
    const [list, access] = await Promise.all([listAllProducers(db), accessByProducer(db)]);
    return list.map((p) => ({ ...p, acceso: access.get(p.id) ?? null }));
  });

  app.get('/api/productores/:id', { ...anyone, schema: { params } }, async (request) => {
    const page = await producerPage(db, request.params.id, isStaff(request.user));
    if (!page) throw new HttpError(404, PRODUCER_MSG.productorNoEncontrado);
    return page;
  });

  const create = { ...admin, schema: { body: producerFormSchema } };
  app.post('/api/productores', create, async (request, reply) => {
    const form = checkFoto(request.body);
    const producer = answer(await createProducer(db, actorOf(request), form));
    return reply.code(201).send(producer);
  });

  const update = { ...admin, schema: { params, body: producerFormSchema } };
  app.put('/api/productores/:id', update, async (request) => {
    const form = checkFoto(request.body);
    return answer(await updateProducer(db, actorOf(request), request.params.id, form, after));
  });

  app.delete('/api/productores/:id', { ...admin, schema: { params } }, async (request, reply) => {
    const result = await deleteProducer(db, actorOf(request), request.params.id);
    if (!result.ok) {
      if (result.reason === 'not-found')
        throw new HttpError(404, PRODUCER_MSG.productorNoEncontrado);
      if (result.reason === 'has-access') throw new HttpError(409, PORTAL_MSG.tieneAcceso);
      throw new HttpError(409, PRODUCER_MSG.productorConProductos);
    }
    return reply.code(204).send();
  });
}
