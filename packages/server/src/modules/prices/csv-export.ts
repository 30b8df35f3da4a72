// GET /api/sheets/data.csv: every product, in the columns the import reads back (MARKET.md §5).
import { shopToday } from '@feria/domain/rules/dates';
import { formatDecimalEs } from '@feria/domain/rules/money';
import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { toCsv } from '../cash/csv.ts';
import { WEIGHT_CSV_COLUMNS, weightCells } from './csv-weight.ts';

export const CSV_COLUMNS = [
  'sku',
  'nombre',
  'marca',
  'categoria',
  'medida',
  'precio',
  'stock',
  'publicado',
  'descripcion',
] as const;

export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** The whole catalogue as a Spanish spreadsheet CSV (BOM, ";", decimal comma, CRLF). */
export async function productsCsv(db: DbOrTx): Promise<string> {
  const rows = await db.select().from(products).orderBy(asc(products.sku));
  return toCsv(
    [...CSV_COLUMNS, ...WEIGHT_CSV_COLUMNS],
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
    ]),
  );
}

export const productsCsvName = (now = new Date()) => `productos_${shopToday(now)}.csv`;
