import { ACCOUNT_MSG } from '@feria/domain/account-messages';
import { userStateSchema } from '@feria/domain/schemas/account';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { HttpError, parseWith } from '../../http/errors.ts';
import { setUserActive } from './state.ts';

const idParam = z.object({ id: z.string().min(1).max(100) });

/** `PUT /api/user/{id}/estado` (admin): "Deshabilitar" / "Habilitar" of Usuarios. */
export function userStateRoutes(app: FastifyInstance, db: Db): void {
  app.put('/api/user/:id/estado', { config: { access: 'admin' } }, async (request) => {
    const params = idParam.safeParse(request.params);
    if (!params.success) throw new HttpError(404, ACCOUNT_MSG.usuarioNoEncontrado);
    const { activo } = parseWith(userStateSchema, request.body);
    await setUserActive(db, request.user!, params.data.id, activo, request.ip);
    return { ok: true, activo };
  });
}
