import { cashEntrySchema, initialCashSchema } from '@feria/domain/schemas/cash';
import { cashCsvName, cashPeriodSchema } from '@feria/domain/schemas/cash-period';
import { pageQuerySchema, TOTAL_COUNT_HEADER } from '@feria/domain/schemas/paging';
import type { Db } from '../../db/client.ts';
import type { Api } from '../../http/zod-provider.ts';
import { auditWho } from '../audit/who.ts';
import { addEntry, cashSummary, entriesCsv, setInitialCash } from './service.ts';

export function cashRoutes(app: Api, db: Db): void {
  const config = { access: 'admin' as const };

  // The totals cover every entry; `entradas` is one page of them (X-Total-Count: all entries).
  const paged = { config, schema: { querystring: pageQuerySchema } };
  app.get('/api/sheets/cashflow', paged, async (request, reply) => {
    const { summary, total } = await cashSummary(db, request.query);
    reply.header(TOTAL_COUNT_HEADER, String(total));
    return summary;
  });

  const add = { config, schema: { body: cashEntrySchema } };
  app.post('/api/sheets/cashflow/add', add, async (request, reply) => {
    const added = await addEntry(db, request.body, auditWho(request));
    return reply.code(201).send(added);
  });

  const initial = { config, schema: { body: initialCashSchema } };
  app.put('/api/sheets/cashflow/initial', initial, async (request) => {
    const cajaInicial = await setInitialCash(db, request.body.monto, auditWho(request));
    return { cajaInicial };
  });

  const exportQuery = { config, schema: { querystring: cashPeriodSchema } };
  app.get('/api/sheets/cashflow/export', exportQuery, async (request, reply) => {
    const period = request.query;
    const csv = await entriesCsv(db, period);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${cashCsvName(period)}"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });
}
