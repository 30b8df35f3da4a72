import { formatMoney, toCents } from '@feria/domain/money';
import { cashEntrySchema, initialCashSchema } from '@feria/domain/schemas/cash';
import { cashCsvName, cashPeriodSchema } from '@feria/domain/schemas/cash-period';
import { pageQuerySchema, TOTAL_COUNT_HEADER } from '@feria/domain/schemas/paging';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { parseWith } from '../../http/errors.ts';
import { recordAudit } from '../audit/service.ts';
import { auditWho } from '../audit/who.ts';
import { addEntry, cashSummary, entriesCsv, setInitialCash } from './service.ts';

export function cashRoutes(app: FastifyInstance, db: Db): void {
  const admin = { config: { access: 'admin' as const } };

  // The totals cover every entry; `entradas` is one page of them (X-Total-Count: all entries).
  app.get('/api/sheets/cashflow', admin, async (request, reply) => {
    const { summary, total } = await cashSummary(db, parseWith(pageQuerySchema, request.query));
    reply.header(TOTAL_COUNT_HEADER, String(total));
    return summary;
  });

  app.post('/api/sheets/cashflow/add', admin, async (request, reply) => {
    const entry = parseWith(cashEntrySchema, request.body);
    const added = await db.transaction(async (tx) => {
      const row = await addEntry(tx, entry);
      await recordAudit(tx, {
        ...auditWho(request),
        accion: 'caja.movimiento',
        detalle: `${entry.tipo} de ${formatMoney(toCents(entry.monto))}: ${entry.descripcion}`,
      });
      return row;
    });
    return reply.code(201).send(added);
  });

  app.put('/api/sheets/cashflow/initial', admin, async (request) => {
    const { monto } = parseWith(initialCashSchema, request.body);
    const cajaInicial = await db.transaction(async (tx) => {
      const value = await setInitialCash(tx, monto);
      await recordAudit(tx, {
        ...auditWho(request),
        accion: 'caja.inicial',
        detalle: `Caja inicial: ${formatMoney(toCents(monto))}`,
      });
      return value;
    });
    return { cajaInicial };
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
