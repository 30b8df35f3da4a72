import { PRODUCER_MSG } from '@feria/domain/messages/producers';
import { email } from '@feria/domain/schemas/user';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { idParams } from '../../http/id-param.ts';
import type { Api } from '../../http/zod-provider.ts';
import type { AfterCommit } from '../../shared/after-commit.ts';
import { actorOf } from '../audit/who.ts';
import type { MailContext } from '../mail/compose/layout.ts';
import { grantAccess, removeAccess } from './access.ts';

const params = idParams(PRODUCER_MSG.productorNoEncontrado);
const body = z.object({ email, convertirCliente: z.boolean().optional() });

/** MARKET §15 "Access" (admin): give, resend and remove a producer's access. */
export function accessRoutes(app: Api, db: Db, mail: MailContext, after: AfterCommit): void {
  const admin = { config: { access: 'admin' as const } };
  app.post(
    '/api/productores/:id/acceso',
    { ...admin, schema: { params, body } },
    async (request, reply) => {
      const result = await grantAccess(db, actorOf(request), mail, request.params.id, request.body);
      after.mailQueued();
      return reply.code(result.created ? 201 : 200).send(result.acceso);
    },
  );

  app.delete(
    '/api/productores/:id/acceso',
    { ...admin, schema: { params } },
    async (request, reply) => {
      await removeAccess(db, actorOf(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
