// The route schemas' validator: the domain's zod schema checks and converts a route's input, and
// a failure answers exactly like the rest of the API (Spanish 400 with issues; a path that names
// no row, a 404 with the route's message).
import Fastify from 'fastify';
import { expect, test } from 'vitest';
import { z } from 'zod';
import { registerErrorHandling } from './errors.ts';
import { idParams } from './id-param.ts';
import { type ZodTypeProvider, zodValidator } from './zod-provider.ts';

async function appWithRoutes() {
  const app = Fastify();
  registerErrorHandling(app);
  app.setValidatorCompiler(zodValidator);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const body = z.object({
    nombre: z.string().min(1, 'Falta el nombre'),
    cantidad: z.coerce.number(),
  });
  api.post(
    '/cosas/:id',
    { schema: { params: idParams('Cosa no encontrada'), body } },
    async (req) => ({
      id: req.params.id,
      tipoId: typeof req.params.id,
      cantidad: req.body.cantidad,
    }),
  );
  api.get(
    '/lista',
    { schema: { querystring: z.object({ limit: z.coerce.number().max(5) }) } },
    async (req) => ({
      limit: req.query.limit,
    }),
  );
  await app.ready();
  return app;
}

test('la entrada válida llega al handler convertida por el esquema', async () => {
  const app = await appWithRoutes();
  const res = await app.inject({
    method: 'POST',
    url: '/cosas/42',
    payload: { nombre: 'a', cantidad: '3' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ id: 42, tipoId: 'number', cantidad: 3 });
  expect((await app.inject('/lista?limit=4')).json()).toEqual({ limit: 4 });
});

test('un cuerpo inválido es un 400 en castellano con la lista de problemas', async () => {
  const app = await appWithRoutes();
  const res = await app.inject({
    method: 'POST',
    url: '/cosas/42',
    payload: { nombre: '', cantidad: 1 },
  });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    error: 'Falta el nombre',
    issues: [{ path: 'nombre', message: 'Falta el nombre' }],
  });
  const empty = await app.inject({ method: 'POST', url: '/cosas/42' });
  expect(empty.statusCode).toBe(400);
  expect(empty.json().error).toBe('Datos inválidos');
  expect((await app.inject('/lista?limit=9')).statusCode).toBe(400);
});

test('un id de ruta que no nombra una fila es un 404 con el mensaje de la ruta', async () => {
  const app = await appWithRoutes();
  for (const id of ['abc', '-1', '1234567890', '1.5']) {
    const res = await app.inject({
      method: 'POST',
      url: `/cosas/${id}`,
      payload: { nombre: 'a', cantidad: 1 },
    });
    expect(res.statusCode, id).toBe(404);
    expect(res.json(), id).toEqual({ error: 'Cosa no encontrada' });
  }
});
