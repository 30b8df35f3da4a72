// The register calls of MARKET §2: staff open, move and close; only the admin reads the history.
import { REGISTER_MSG } from '@feria/domain/messages/register';
import {
  abrirCajaSchema,
  cerrarCajaSchema,
  movimientoCajaSchema,
} from '@feria/domain/schemas/register';
import type { Db } from '../../db/client.ts';
import { userOf } from '../../http/access.ts';
import { HttpError } from '../../http/errors.ts';
import type { Api } from '../../http/zod-provider.ts';
import { cashOutsideRegister } from './outside.ts';
import {
  addMovement,
  closeRegister,
  currentRegister,
  listRegisters,
  openRegister,
} from './service.ts';

const staff = { config: { access: 'staff' as const } };
const admin = { config: { access: 'admin' as const } };

export function registerRoutes(app: Api, db: Db): void {
  app.post(
    '/api/caja/abrir',
    { ...staff, schema: { body: abrirCajaSchema } },
    async (request, reply) => {
      const { montoInicial } = request.body;
      const sesion = await openRegister(db, { ...userOf(request), ip: request.ip }, montoInicial);
      if (!sesion) throw new HttpError(409, REGISTER_MSG.yaHayCajaAbierta);
      return reply.code(201).send(sesion);
    },
  );

  app.get('/api/caja/actual', staff, async () => {
    const sesion = await currentRegister(db);
    if (!sesion) throw new HttpError(404, REGISTER_MSG.noHayCajaAbierta);
    return sesion;
  });

  app.post(
    '/api/caja/movimiento',
    { ...staff, schema: { body: movimientoCajaSchema } },
    async (request, reply) => {
      const movimiento = request.body;
      const entry = await addMovement(db, { ...userOf(request), ip: request.ip }, movimiento);
      if (!entry) throw new HttpError(409, REGISTER_MSG.noHayCajaAbierta);
      return reply.code(201).send(entry);
    },
  );

  app.post(
    '/api/caja/cerrar',
    { ...staff, schema: { body: cerrarCajaSchema } },
    async (request) => {
      const { contado } = request.body;
      const sesion = await closeRegister(db, { ...userOf(request), ip: request.ip }, contado);
      if (!sesion) throw new HttpError(409, REGISTER_MSG.noHayCajaAbierta);
      return sesion;
    },
  );

  app.get('/api/caja/sesiones', admin, async () => listRegisters(db));

  app.get('/api/caja/fuera', admin, async () => cashOutsideRegister(db));
}
