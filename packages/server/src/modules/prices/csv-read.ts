// Reading the product CSV (MARKET.md §5): ";" or ","-separated with a header row, UTF-8 (BOM
// optional) or Windows-1252; the export's formula guard (a leading ') is taken off again so the
// file imports back unchanged.

import { PRICE_MSG } from '@feria/domain/messages/prices';
import { unguardFormula } from '@feria/domain/rules/csv-guard';
import {
  CSV_COLUMNS,
  type CsvColumn,
  decodeCsvBytes,
  detectSeparator,
} from '@feria/domain/rules/csv-import';
import { type SuscribibleCell, suscribibleCellOf } from './csv-suscribible.ts';
import { type WeightCells, weightCellsOf } from './csv-weight.ts';

export const MAX_CSV_BYTES = 2 * 1024 * 1024;
const MAX_CSV_ROWS = 5000;

export type CsvRow = Record<CsvColumn, string> & WeightCells & SuscribibleCell;
export type ReadResult = { ok: true; rows: CsvRow[] } | { ok: false; message: string };

export async function readProductsCsv(bytes: Uint8Array): Promise<ReadResult> {
  // Loaded at the first import, not on every start (issue 36).
  const { parse } = await import('csv-parse/sync');
  const text = decodeCsvBytes(bytes);
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: detectSeparator(text),
      relax_column_count: true,
      skip_empty_lines: true,
    }) as string[][];
  } catch {
    return { ok: false, message: PRICE_MSG.csvIlegible };
  }
  const [header, ...body] = records;
  if (!header) return { ok: false, message: PRICE_MSG.csvVacio };
  const names = header.map((h) => h.trim().toLowerCase());
  const index = new Map(CSV_COLUMNS.map((c) => [c, names.indexOf(c)]));
  if ([...index.values()].some((i) => i < 0)) return { ok: false, message: PRICE_MSG.csvColumnas };
  if (body.length === 0) return { ok: false, message: PRICE_MSG.csvVacio };
  if (body.length > MAX_CSV_ROWS) return { ok: false, message: PRICE_MSG.csvMuchasFilas };
  const rows = body.map(
    (record) =>
      ({
        ...Object.fromEntries(
          CSV_COLUMNS.map((c) => [c, unguardFormula(record[index.get(c) ?? -1] ?? '')]),
        ),
        ...weightCellsOf(names, record), // MARKET §8: optional unidad;paso
        ...suscribibleCellOf(names, record), // MARKET §9: optional suscribible
      }) as CsvRow,
  );
  return { ok: true, rows };
}
