import { ENVIO_MSG } from '@feria/domain/messages/envios';
import { origenSchema, zonaSchema } from '@feria/domain/schemas/envio-zona';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { idParams } from '../../http/id-param.ts';
import type { Api } from '../../http/zod-provider.ts';
import { auditWho } from '../audit/who.ts';
import { readOrigen, saveOrigen } from './origen.ts';
import { zonasPublicas } from './publico.ts';
import { createZona, deleteZona, listZonas, updateZona, type ZonaResult } from './zonas.ts';

const params = idParams(ENVIO_MSG.zonaNoEncontrada);

function answer(result: ZonaResult) {
  if (result.ok) return result.zona;
  throw new HttpError(result.status, result.error);
}

/** MARKET §14: delivery zones (admin), the reparto's origin, and the public list of zones. */
export function envioRoutes(app: Api, db: Db): void {
  const admin = { config: { access: 'admin' as const } };
  const staff = { config: { access: 'staff' as const } };

  app.get('/api/envios', { config: { access: 'public' } }, async () =>
    zonasPublicas(db, new Date()),
  );
  app.get('/api/envios/zonas', admin, async () => listZonas(db));

  app.post(
    '/api/envios/zonas',
    { ...admin, schema: { body: zonaSchema } },
    async (request, reply) => {
      const zona = answer(await createZona(db, request.body, auditWho(request)));
      return reply.code(201).send(zona);
    },
  );

  const update = { ...admin, schema: { params, body: zonaSchema } };
  app.put('/api/envios/zonas/:id', update, async (request) =>
    answer(await updateZona(db, request.params.id, request.body, auditWho(request))),
  );

  app.delete('/api/envios/zonas/:id', { ...admin, schema: { params } }, async (request, reply) => {
    if (!(await deleteZona(db, request.params.id, auditWho(request))))
      throw new HttpError(404, ENVIO_MSG.zonaNoEncontrada);
    return reply.code(204).send();
  });

  app.get('/api/envios/origen', staff, async () => readOrigen(db));
  app.put('/api/envios/origen', { ...admin, schema: { body: origenSchema } }, async (request) =>
    saveOrigen(db, request.body, auditWho(request)),
  );
}
