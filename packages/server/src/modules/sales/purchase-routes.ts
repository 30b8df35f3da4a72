import { MSG } from '@feria/domain/messages';
import { pageQuerySchema, TOTAL_COUNT_HEADER } from '@feria/domain/schemas/paging';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { userOf } from '../../http/access.ts';
import { HttpError, parseWith } from '../../http/errors.ts';
import { countPurchases, purchasesOf } from './purchases.ts';

const params = z.object({ userId: z.string().trim().min(1).max(100) });

export function purchaseRoutes(app: FastifyInstance, db: Db): void {
  // That user or an admin (DESIGN §4); anyone else gets 403, never someone else's orders.
  app.get('/api/sheets/sales/:userId', { config: { access: 'user' } }, async (request, reply) => {
    const { userId } = parseWith(params, request.params);
    const user = userOf(request);
    if (user.uid !== userId && user.rol !== 'admin') throw new HttpError(403, MSG.sinPermisos);
    const page = parseWith(pageQuerySchema, request.query);
    reply.header(TOTAL_COUNT_HEADER, String(await countPurchases(db, userId)));
    return purchasesOf(db, userId, page);
  });
}
