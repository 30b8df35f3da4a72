import { ACCOUNT_MSG } from '@feria/domain/messages/account';
import { userStateSchema } from '@feria/domain/schemas/account';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { type Api, failsAsNotFound } from '../../http/zod-provider.ts';
import { setUserActive } from './state.ts';

const options = {
  config: { access: 'admin' as const },
  schema: {
    params: failsAsNotFound(
      z.object({ id: z.string().min(1).max(100) }),
      ACCOUNT_MSG.usuarioNoEncontrado,
    ),
    body: userStateSchema,
  },
};

/** `PUT /api/user/{id}/estado` (admin): "Deshabilitar" / "Habilitar" of Usuarios. */
export function userStateRoutes(app: Api, db: Db): void {
  app.put('/api/user/:id/estado', options, async (request) => {
    const { activo } = request.body;
    await setUserActive(db, request.user!, request.params.id, activo, request.ip);
    return { ok: true, activo };
  });
}
