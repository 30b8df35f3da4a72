import { PRODUCER_MSG } from '@feria/domain/producer-messages';
import { producerFormSchema } from '@feria/domain/schemas/producer';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { checkAccess, isStaff, userOf } from '../../http/access.ts';
import { HttpError, parseWith } from '../../http/errors.ts';
import { idParam } from '../../http/id-param.ts';
import type { AfterCommit } from '../../shared/after-commit.ts';
import { isOurUpload } from '../../shared/picture-store.ts';
import {
  createProducer,
  deleteProducer,
  listAllProducers,
  listPublicProducers,
  type ProducerWrite,
  producerPage,
  updateProducer,
} from './service.ts';

const producerId = (params: unknown) => idParam(params, PRODUCER_MSG.productorNoEncontrado);

/** The photo is one of our uploads (POST /api/sheets/images), as for products. */
function parseForm(body: unknown) {
  const form = parseWith(producerFormSchema, body);
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
export function producerRoutes(app: FastifyInstance, db: Db, after: AfterCommit): void {
  const admin = { config: { access: 'admin' as const } };
  const anyone = { config: { access: 'public' as const } };

  app.get('/api/productores', anyone, async (request) => {
    const { todos } = request.query as { todos?: string };
    if (todos === undefined) return listPublicProducers(db);
    checkAccess('admin', request.user);
    return listAllProducers(db);
  });

  app.get('/api/productores/:id', anyone, async (request) => {
    const page = await producerPage(db, producerId(request.params), isStaff(request.user));
    if (!page) throw new HttpError(404, PRODUCER_MSG.productorNoEncontrado);
    return page;
  });

  app.post('/api/productores', admin, async (request, reply) => {
    const form = parseForm(request.body);
    const user = userOf(request);
    const producer = answer(await createProducer(db, { id: user.uid, email: user.email }, form));
    return reply.code(201).send(producer);
  });

  app.put('/api/productores/:id', admin, async (request) => {
    const id = producerId(request.params);
    const form = parseForm(request.body);
    const user = userOf(request);
    const producer = answer(
      await updateProducer(db, { id: user.uid, email: user.email }, id, form, after),
    );
    return producer;
  });

  app.delete('/api/productores/:id', admin, async (request, reply) => {
    const user = userOf(request);
    const result = await deleteProducer(
      db,
      { id: user.uid, email: user.email },
      producerId(request.params),
    );
    if (!result.ok) {
      if (result.reason === 'not-found')
        throw new HttpError(404, PRODUCER_MSG.productorNoEncontrado);
      throw new HttpError(409, PRODUCER_MSG.productorConProductos);
    }
    return reply.code(204).send();
  });
}
