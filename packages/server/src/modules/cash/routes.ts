import { cashEntrySchema, initialCashSchema } from '@feria/domain/schemas/cash';
import { cashCsvName, cashPeriodSchema } from '@feria/domain/schemas/cash-period';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { parseWith } from '../../http/errors.ts';
import { addEntry, cashSummary, entriesCsv, setInitialCash } from './service.ts';

export function cashRoutes(app: FastifyInstance, db: Db): void {
  const admin = { config: { access: 'admin' as const } };

  app.get('/api/sheets/cashflow', admin, async () => cashSummary(db));

  app.post('/api/sheets/cashflow/add', admin, async (request, reply) => {
    const entry = parseWith(cashEntrySchema, request.body);
    return reply.code(201).send(await addEntry(db, entry));
  });

  app.put('/api/sheets/cashflow/initial', admin, async (request) => {
    const { monto } = parseWith(initialCashSchema, request.body);
    return { cajaInicial: await setInitialCash(db, monto) };
  });

  app.get('/api/sheets/cashflow/export', admin, async (request, reply) => {
    const period = parseWith(cashPeriodSchema, request.query);
    const csv = await entriesCsv(db, period);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${cashCsvName(period)}"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });
}
