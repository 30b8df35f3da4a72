import { auditQuerySchema } from '@feria/domain/schemas/account';
import type { Db } from '../../db/client.ts';
import type { Api } from '../../http/zod-provider.ts';
import { listAudit } from './service.ts';

/** `GET /api/auditoria` (admin): Actividad, newest first, filtered by person and by kind. */
export function auditRoutes(app: Api, db: Db): void {
  const options = {
    config: { access: 'admin' as const },
    schema: { querystring: auditQuerySchema },
  };
  app.get('/api/auditoria', options, async (request, reply) => {
    const { rows, total } = await listAudit(db, request.query);
    reply.header('X-Total-Count', String(total));
    return rows;
  });
}
