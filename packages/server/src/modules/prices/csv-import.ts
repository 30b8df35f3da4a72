// POST /api/sheets/import (MARKET.md §5): every row checked with the product form's rules, then
// all rows written in one transaction, or none. A known sku updates; a new one creates.
import { toCents } from '@feria/domain/money';
import { PRICE_MSG } from '@feria/domain/price-messages';
import type { CsvImportAnswer, CsvImportIssue } from '@feria/domain/schemas/price-adjustment';
import { type ProductForm, productFormSchema } from '@feria/domain/schemas/product';
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import type { AfterCommit } from '../../shared/after-commit.ts';
import { producerIdFor } from '../../shared/producer-link.ts';
import { recordAudit } from '../audit/service.ts';
import { generatedSku } from '../products/service.ts';
import { weightColumns } from '../products/weight-columns.ts';
import type { CsvRow } from './csv-read.ts';
import { recordPriceChanges } from './history.ts';
import type { Actor } from './service.ts';

type ValidRow = { form: ProductForm; publicado: boolean | undefined };

/** "1234,50" (the export) or "1234.50": in a CSV the comma is the decimal mark, never thousands. */
const decimalPoint = (text: string) => (text.includes('.') ? text : text.replace(/,/g, '.'));

const FIELD: Record<string, string> = { cantidad: 'stock' };

function checkRow(row: CsvRow, fila: number, issues: CsvImportIssue[]): ValidRow | null {
  const before = issues.length;
  const publicado = row.publicado.trim().toLowerCase().replace('í', 'i');
  if (publicado !== '' && publicado !== 'si' && publicado !== 'no') {
    issues.push({ fila, campo: 'publicado', message: PRICE_MSG.csvPublicado });
  }
  const parsed = productFormSchema.safeParse({
    nombre: row.nombre,
    categoria: row.categoria,
    medida: row.medida,
    marca: row.marca,
    descripcion: row.descripcion,
    cantidad: row.stock,
    precio: decimalPoint(row.precio),
    url: '',
    sku: row.sku,
    unidad: row.unidad, // MARKET §8: absent keeps the product's unit
    paso: row.paso,
  });
  for (const issue of parsed.error?.issues ?? []) {
    const path = String(issue.path[0] ?? '');
    issues.push({ fila, campo: FIELD[path] ?? path, message: issue.message });
  }
  if (!parsed.success || issues.length > before) return null;
  return { form: parsed.data, publicado: publicado === '' ? undefined : publicado === 'si' };
}

/** Checks every row; the issues come back sorted by row, then in the column order of the form. */
export function checkRows(
  rows: readonly CsvRow[],
): { ok: true; rows: ValidRow[] } | { ok: false; issues: CsvImportIssue[] } {
  const issues: CsvImportIssue[] = [];
  const seen = new Set<string>();
  const valid = rows.map((row, i) => {
    const fila = i + 2; // the header is row 1, as a spreadsheet numbers them
    const checked = checkRow(row, fila, issues);
    const sku = checked?.form.sku;
    if (sku && seen.has(sku)) {
      issues.push({ fila, campo: 'sku', message: PRICE_MSG.csvSkuRepetido });
    }
    if (sku) seen.add(sku);
    return checked;
  });
  return issues.length > 0 ? { ok: false, issues } : { ok: true, rows: valid as ValidRow[] };
}

const columnsOf = (form: ProductForm) => ({
  nombre: form.nombre,
  marca: form.marca,
  categoria: form.categoria,
  medida: form.medida,
  descripcion: form.descripcion,
  precioCents: toCents(form.precio),
  stock: form.cantidad,
  ...weightColumns(form),
});

async function existingBySku(tx: Tx, skus: string[]) {
  const found = new Map<string, typeof products.$inferSelect>();
  for (let i = 0; i < skus.length; i += 1000) {
    const rows = await tx
      .select()
      .from(products)
      .where(inArray(products.sku, skus.slice(i, i + 1000)))
      .for('update');
    for (const row of rows) found.set(row.sku, row);
  }
  return found;
}

/** Writes the checked rows in one transaction, with their price history and the audit entry. */
export async function importRows(
  db: Db,
  rows: ValidRow[],
  actor: Actor,
  after: AfterCommit,
): Promise<CsvImportAnswer> {
  const result = await db.transaction(async (tx) => {
    const skus = rows.flatMap((r) => (r.form.sku ? [r.form.sku] : []));
    const existing = await existingBySku(tx, skus);
    // Each product goes with the producer its brand names (MARKET §4), as when it is typed in.
    const producerIds = new Map<string, number>();
    const producerOf = async (marca: string) => {
      const known = producerIds.get(marca);
      if (known !== undefined) return known;
      const id = await producerIdFor(tx, marca);
      producerIds.set(marca, id);
      return id;
    };
    let creados = 0;
    let actualizados = 0;
    const history = [];
    for (const { form, publicado } of rows) {
      const columns = columnsOf(form);
      const current = form.sku ? existing.get(form.sku) : undefined;
      if (!current) {
        const sku = form.sku ?? (await generatedSku(tx, form.categoria));
        const productorId = await producerOf(form.marca);
        await tx
          .insert(products)
          .values({ ...columns, sku, publicado: publicado ?? true, productorId });
        creados++;
        continue;
      }
      const next = { ...columns, publicado: publicado ?? current.publicado };
      const same = (Object.keys(next) as (keyof typeof next)[]).every(
        (k) => next[k] === current[k],
      );
      if (same) continue;
      const productorId = await producerOf(form.marca);
      await tx
        .update(products)
        .set({ ...next, productorId, updatedAt: new Date() })
        .where(eq(products.id, current.id));
      history.push({
        productId: current.id,
        antesCents: current.precioCents,
        despuesCents: next.precioCents,
        motivo: 'importacion' as const,
        userId: actor.id,
      });
      actualizados++;
    }
    await recordPriceChanges(tx, history);
    await recordAudit(tx, {
      actor,
      accion: 'producto.importar',
      detalle: `Importación CSV de ${rows.length} filas: ${creados} creados, ${actualizados} actualizados`,
    });
    return { creados, actualizados };
  });
  after.catalogChanged();
  return result;
}
