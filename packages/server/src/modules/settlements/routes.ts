import { FERIA_MSG } from '@feria/domain/messages/ferias';
import { PRODUCER_MSG } from '@feria/domain/messages/producers';
import { nadaParaPagar } from '@feria/domain/rules/producer-payment';
import { settlementQuerySchema } from '@feria/domain/schemas/producer';
import {
  producerPaymentSchema,
  producerPaymentsQuerySchema,
} from '@feria/domain/schemas/producer-payment';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { Api } from '../../http/zod-provider.ts';
import { auditWho } from '../audit/who.ts';
import { settlement, settlementCsv } from './figures.ts';
import { payProducer, producerPayments } from './payments.ts';
import { periodOf } from './period.ts';
import { feriaExists, type Period } from './read.ts';

export function settlementRoutes(app: Api, db: Db): void {
  const admin = {
    config: { access: 'admin' as const },
    schema: { querystring: settlementQuerySchema },
  };

  app.get('/api/liquidaciones', admin, async (request) => {
    const { period } = await periodOf(db, request.query);
    return settlement(db, period);
  });

  app.get('/api/liquidaciones.csv', admin, async (request, reply) => {
    const { period, name } = await periodOf(db, request.query);
    const csv = await settlementCsv(db, period);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });

  app.post(
    '/api/liquidaciones/pagar',
    { config: { access: 'admin' as const }, schema: { body: producerPaymentSchema } },
    async (request, reply) => {
      const { productorId, ...q } = request.body;
      const period: Period = q.feriaId
        ? { feriaId: q.feriaId }
        : { desde: q.desde!, hasta: q.hasta! };
      if ('feriaId' in period && !(await feriaExists(db, period.feriaId))) {
        throw new HttpError(404, FERIA_MSG.feriaNoEncontrada);
      }
      const result = await payProducer(db, productorId, period, auditWho(request));
      if (result.ok) return reply.code(201).send(result.pago);
      if (result.reason === 'not-found')
        throw new HttpError(404, PRODUCER_MSG.productorNoEncontrado);
      throw new HttpError(409, nadaParaPagar(result.productor));
    },
  );

  app.get(
    '/api/liquidaciones/pagos',
    { config: { access: 'admin' as const }, schema: { querystring: producerPaymentsQuerySchema } },
    async (request) => {
      const { productorId } = request.query;
      return producerPayments(db, productorId ? Number(productorId) : undefined);
    },
  );
}
