// Checking the product CSV's rows with the product form's rules (MARKET.md §5): every issue names
// its row, its column and what the cell held, so the file can be fixed where it is wrong.

import { setImmediate } from 'node:timers/promises';
import { PRICE_MSG } from '@feria/domain/messages/prices';
import { MSG } from '@feria/domain/messages/shop';
import type { CsvColumn } from '@feria/domain/rules/csv-import';
import { normalizePesos, readPublicado } from '@feria/domain/rules/csv-import';
import type { CsvImportIssue } from '@feria/domain/schemas/price-adjustment';
import { type ProductForm, productFormSchema } from '@feria/domain/schemas/product';
import type { CsvRow } from './csv-read.ts';

export type ValidRow = {
  form: ProductForm;
  publicado: boolean | undefined;
  suscribible?: boolean | undefined;
};

const COLUMN: Record<string, CsvColumn> = { cantidad: 'stock' };

function checkRow(row: CsvRow, fila: number, issues: CsvImportIssue[]): ValidRow | null {
  const before = issues.length;
  const issue = (campo: CsvColumn, message: string) =>
    issues.push({ fila, campo, valor: row[campo], message });
  // PostgreSQL cannot store a NUL in text (nor in the job's jsonb rows): a cell holding one is
  // that cell's mistake, named like any other, not a 500 at the insert (issue 43).
  for (const [campo, valor] of Object.entries(row)) {
    if (typeof valor === 'string' && valor.includes('\u0000'))
      issue(campo as CsvColumn, MSG.caracterNulo);
  }
  if (issues.length > before) return null;
  const publicado = readPublicado(row.publicado);
  if (publicado === null) issue('publicado', PRICE_MSG.csvPublicado);
  // MARKET §9: absent keeps the product's value; read like `publicado`.
  const suscribible = readPublicado(row.suscribible ?? '');
  if (suscribible === null) {
    issues.push({
      fila,
      campo: 'suscribible',
      valor: row.suscribible ?? '',
      message: PRICE_MSG.csvSuscribible,
    });
  }
  const parsed = productFormSchema.safeParse({
    nombre: row.nombre,
    categoria: row.categoria,
    medida: row.medida,
    marca: row.marca,
    descripcion: row.descripcion,
    cantidad: row.stock,
    precio: normalizePesos(row.precio),
    url: '',
    sku: row.sku,
    unidad: row.unidad, // MARKET §8: absent keeps the product's unit
    paso: row.paso,
  });
  for (const problem of parsed.error?.issues ?? []) {
    const path = String(problem.path[0] ?? '');
    issue(COLUMN[path] ?? (path as CsvColumn), problem.message);
  }
  if (!parsed.success || issues.length > before) return null;
  return {
    form: parsed.data,
    publicado: publicado ?? undefined,
    suscribible: suscribible ?? undefined,
  };
}

/** Rows checked between two turns of the event loop: 5,000 rows held every order ~0.3 s. */
const ROWS_PER_TURN = 250;

/**
 * Checks every row, letting the server answer others between slices of rows (issue 35); the
 * issues come back sorted by row, then in the column order of the form.
 */
export async function checkRows(
  rows: readonly CsvRow[],
): Promise<{ ok: true; rows: ValidRow[] } | { ok: false; issues: CsvImportIssue[] }> {
  const issues: CsvImportIssue[] = [];
  const seen = new Set<string>();
  const valid: (ValidRow | null)[] = [];
  for (const [i, row] of rows.entries()) {
    if (i > 0 && i % ROWS_PER_TURN === 0) await setImmediate();
    const fila = i + 2; // the header is row 1, as a spreadsheet numbers them
    const checked = checkRow(row, fila, issues);
    const sku = checked?.form.sku;
    if (sku && seen.has(sku)) {
      issues.push({ fila, campo: 'sku', valor: row.sku, message: PRICE_MSG.csvSkuRepetido });
    }
    if (sku) seen.add(sku);
    valid.push(checked);
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, rows: valid as ValidRow[] };
}
