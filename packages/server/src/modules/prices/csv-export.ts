// GET /api/sheets/data.csv: every product, in the columns the import reads back (MARKET.md §5).
import { CSV_COLUMNS } from '@feria/domain/rules/csv-import';
import { shopToday } from '@feria/domain/rules/dates';
import { formatDecimalEs } from '@feria/domain/rules/money';
import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { toCsv } from '../../shared/csv.ts';
import { SUSCRIBIBLE_CSV_COLUMN, suscribibleCell } from './csv-suscribible.ts';
import { WEIGHT_CSV_COLUMNS, weightCells } from './csv-weight.ts';

/** The whole catalogue as a Spanish spreadsheet CSV (BOM, ";", decimal comma, CRLF). */
export async function productsCsv(db: DbOrTx): Promise<string> {
  const rows = await db.select().from(products).orderBy(asc(products.sku));
  return toCsv(
    [...CSV_COLUMNS, ...WEIGHT_CSV_COLUMNS, SUSCRIBIBLE_CSV_COLUMN],
    rows.map((p) => [
      p.sku,
      p.nombre,
      p.marca,
      p.categoria,
      p.medida,
      formatDecimalEs(p.precioCents),
      String(p.stock),
      p.publicado ? 'si' : 'no',
      p.descripcion,
      ...weightCells(p),
      suscribibleCell(p),
    ]),
  );
}

export const productsCsvName = (now = new Date()) => `productos_${shopToday(now)}.csv`;
