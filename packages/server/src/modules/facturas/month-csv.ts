// "Facturas del mes" (MARKET §12): every emitida invoice and credit note of a month, by its
// CbteFch, for the accountant; credit notes negative.
import { numeroFactura } from '@feria/domain/rules/factura';
import { formatDecimalEs } from '@feria/domain/rules/money';
import { and, asc, count, eq, gte, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { facturas } from '../../db/schema.ts';
import { toCsv } from '../../shared/csv.ts';

const HEADER = ['fecha', 'tipo', 'punto de venta', 'número', 'documento', 'total', 'CAE'];

const nextMonth = (mes: string) => {
  const [y, m] = mes.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

export async function monthCsv(db: DbOrTx, mes: string): Promise<string> {
  const rows = await db
    .select()
    .from(facturas)
    .where(
      and(
        eq(facturas.estado, 'emitida'),
        gte(facturas.cbteFch, `${mes}-01`),
        lt(facturas.cbteFch, `${nextMonth(mes)}-01`),
      ),
    )
    .orderBy(asc(facturas.cbteFch), asc(facturas.tipo), asc(facturas.numero));
  return toCsv(
    HEADER,
    rows.map((r) => {
      const sign = r.tipo === 13 ? -1 : 1;
      return [
        (r.cbteFch ?? '').split('-').reverse().join('/'),
        r.tipo === 13 ? 'Nota de Crédito C' : 'Factura C',
        String(r.puntoVenta),
        numeroFactura(r.puntoVenta, r.numero ?? 0),
        r.docTipo === 99 ? 'Consumidor Final' : `${r.docTipo === 80 ? 'CUIT' : 'DNI'} ${r.docNro}`,
        formatDecimalEs(sign * r.totalCents),
        r.cae ?? '',
      ];
    }),
  );
}

/** Control's "Facturas pendientes: {n}". */
export async function pendingCount(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(facturas)
    .where(eq(facturas.estado, 'pendiente'));
  return row?.n ?? 0;
}
