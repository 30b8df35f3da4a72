// The register calls of MARKET §2: staff open, move and close; only the admin reads the history.
import { REGISTER_MSG } from '@feria/domain/register';
import {
  abrirCajaSchema,
  cerrarCajaSchema,
  movimientoCajaSchema,
} from '@feria/domain/schemas/register';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { HttpError, parseWith } from '../../http/errors.ts';
import {
  addMovement,
  closeRegister,
  currentRegister,
  listRegisters,
  openRegister,
} from './service.ts';

const staff = { config: { access: 'staff' as const } };
const admin = { config: { access: 'admin' as const } };

/** The signed-in staff member (the access guard has already refused anyone else). */
function staffOf(request: FastifyRequest) {
  if (!request.user) throw new HttpError(401, 'Debés iniciar sesión');
  return request.user;
}

export function registerRoutes(app: FastifyInstance, db: Db): void {
  app.post('/api/caja/abrir', staff, async (request, reply) => {
    const { montoInicial } = parseWith(abrirCajaSchema, request.body);
    const sesion = await openRegister(db, staffOf(request), montoInicial);
    if (!sesion) throw new HttpError(409, REGISTER_MSG.yaHayCajaAbierta);
    return reply.code(201).send(sesion);
  });

  app.get('/api/caja/actual', staff, async () => {
    const sesion = await currentRegister(db);
    if (!sesion) throw new HttpError(404, REGISTER_MSG.noHayCajaAbierta);
    return sesion;
  });

  app.post('/api/caja/movimiento', staff, async (request, reply) => {
    const movimiento = parseWith(movimientoCajaSchema, request.body);
    const entry = await addMovement(db, staffOf(request), movimiento);
    if (!entry) throw new HttpError(409, REGISTER_MSG.noHayCajaAbierta);
    return reply.code(201).send(entry);
  });

  app.post('/api/caja/cerrar', staff, async (request) => {
    const { contado } = parseWith(cerrarCajaSchema, request.body);
    const sesion = await closeRegister(db, staffOf(request), contado);
    if (!sesion) throw new HttpError(409, REGISTER_MSG.noHayCajaAbierta);
    return sesion;
  });

  app.get('/api/caja/sesiones', admin, async () => listRegisters(db));
}
