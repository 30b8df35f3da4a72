// POST /api/sheets/import (MARKET.md §5): the checked rows are planned against the catalogue (a
// known sku updates, a new one creates), then written in one transaction, or shown as a preview
// (`vistaPrevia`) that changes nothing. An existing product's stock changes only with
// `actualizarStock`: an old export never puts back stock sold since.
import { normalizeText } from '@feria/domain/rules/catalog';
import { productChanges } from '@feria/domain/rules/csv-import';
import { fromCents, toCents } from '@feria/domain/rules/money';
import { plural } from '@feria/domain/rules/plural';
import type {
  CsvImportAnswer,
  CsvImportChange,
  CsvImportPreview,
} from '@feria/domain/schemas/price-adjustment';
import type { ProductForm } from '@feria/domain/schemas/product';
import { asc, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { productores, products } from '../../db/schema.ts';
import type { AfterCommit } from '../../shared/after-commit.ts';
import { producerNamed } from '../../shared/producer-link.ts';
import { recordAudit } from '../audit/service.ts';
import { weightColumns } from '../products/weight-columns.ts';
import type { ValidRow } from './csv-check.ts';
import { recordPriceChanges } from './history.ts';
import { insertProducts, producerIdsOf, skusOf, updateProducts } from './import-writes.ts';
import type { Actor } from './service.ts';

export type ImportOptions = { actualizarStock: boolean };
type Product = typeof products.$inferSelect;
type Columns = ReturnType<typeof columnsOf>;
type Plan = {
  creates: ValidRow[];
  updates: { current: Product; next: Columns & { publicado: boolean } }[];
};

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

/** The rows the file names; when writing, locked in id order (the order every writer of products
 * takes, so an import never deadlocks with a sale or an adjustment). */
async function existingBySku(db: DbOrTx, skus: string[], lock: boolean) {
  const found = new Map<string, Product>();
  // Locked in one query (at most 5,000 rows), so that the whole set is taken in id order.
  const step = lock ? skus.length : 1000;
  for (let i = 0; i < skus.length; i += step) {
    const query = db
      .select()
      .from(products)
      .where(inArray(products.sku, skus.slice(i, i + step)))
      .orderBy(asc(products.id));
    const rows = lock ? await query.for('update') : await query;
    for (const row of rows) found.set(row.sku, row);
  }
  return found;
}

async function planImport(
  db: DbOrTx,
  rows: ValidRow[],
  options: ImportOptions,
  lock: boolean,
): Promise<Plan> {
  const skus = rows.flatMap((r) => (r.form.sku ? [r.form.sku] : []));
  const existing = await existingBySku(db, skus, lock);
  const plan: Plan = { creates: [], updates: [] };
  for (const row of rows) {
    const current = row.form.sku ? existing.get(row.form.sku) : undefined;
    if (!current) {
      plan.creates.push(row);
      continue;
    }
    const columns = columnsOf(row.form);
    const next = {
      ...columns,
      stock: options.actualizarStock ? columns.stock : current.stock,
      publicado: row.publicado ?? current.publicado,
    };
    const same = (Object.keys(next) as (keyof typeof next)[]).every((k) => next[k] === current[k]);
    if (!same) plan.updates.push({ current, next });
  }
  return plan;
}

type Shown = Omit<Columns, 'categoria'> & { categoria: string; publicado: boolean };

const comparable = (p: Shown) => ({
  nombre: p.nombre,
  marca: p.marca,
  categoria: p.categoria,
  medida: p.medida,
  precio: fromCents(p.precioCents),
  stock: p.stock,
  publicado: p.publicado ? 'si' : 'no',
  descripcion: p.descripcion,
});

/** The brands of the file that no producer has yet, as the file writes them (MARKET §4 match). */
async function newProducers(db: DbOrTx, rows: ValidRow[]): Promise<string[]> {
  const brands = new Map<string, string>();
  for (const { form } of rows) {
    const key = normalizeText(form.marca);
    if (!brands.has(key)) brands.set(key, form.marca.trim());
  }
  const fresh = new Map<string, string>();
  for (const marca of brands.values()) {
    const [found] = await db
      .select({ id: productores.id })
      .from(productores)
      .where(producerNamed(marca))
      .limit(1);
    const key = normalizeText(marca);
    if (!found && !fresh.has(key)) fresh.set(key, marca);
  }
  return [...fresh.values()];
}

/** What the file would do: counts, the producers it would create and every changed field. */
export async function previewImport(
  db: Db,
  rows: ValidRow[],
  options: ImportOptions,
): Promise<CsvImportPreview> {
  const plan = await planImport(db, rows, options, false);
  const cambios: CsvImportChange[] = plan.updates.flatMap(({ current, next }) =>
    productChanges(comparable(current), comparable(next)).map((change) => ({
      sku: current.sku,
      nombre: current.nombre,
      ...change,
    })),
  );
  return {
    creados: plan.creates.length,
    actualizados: plan.updates.length,
    productoresNuevos: await newProducers(db, rows),
    cambios,
  };
}

/** Writes the planned rows in one transaction, with their price history and the audit entry: a
 * few set-based statements (import-writes.ts), so the products stay locked only briefly. */
export async function importRows(
  db: Db,
  rows: ValidRow[],
  options: ImportOptions,
  actor: Actor,
  after: AfterCommit,
): Promise<CsvImportAnswer> {
  const result = await db.transaction(async (tx) => {
    const plan = await planImport(tx, rows, options, true);
    // Producers in the order the rows named them, new products first, as when written one by one.
    const producerOf = await producerIdsOf(tx, [
      ...plan.creates.map((r) => r.form.marca),
      ...plan.updates.map((u) => u.next.marca),
    ]);
    const skus = await skusOf(
      tx,
      plan.creates.map(({ form }) => ({ sku: form.sku, categoria: form.categoria })),
    );
    await insertProducts(
      tx,
      plan.creates.map(({ form, publicado }, i) => ({
        ...columnsOf(form),
        sku: skus[i]!,
        publicado: publicado ?? true,
        productorId: producerOf(form.marca),
      })),
    );
    await updateProducts(
      tx,
      plan.updates.map(({ current, next }) => ({
        id: current.id,
        nombre: next.nombre,
        marca: next.marca,
        categoria: next.categoria,
        medida: next.medida,
        descripcion: next.descripcion,
        precio_cents: next.precioCents,
        stock: next.stock,
        unidad: next.unidad ?? current.unidad,
        paso: next.paso ?? current.paso,
        publicado: next.publicado,
        productor_id: producerOf(next.marca),
      })),
      new Date(),
    );
    await recordPriceChanges(
      tx,
      plan.updates.map(({ current, next }) => ({
        productId: current.id,
        antesCents: current.precioCents,
        despuesCents: next.precioCents,
        motivo: 'importacion' as const,
        userId: actor.id,
      })),
    );
    const [creados, actualizados] = [plan.creates.length, plan.updates.length];
    await recordAudit(tx, {
      actor,
      accion: 'producto.importar',
      detalle: `Importación CSV de ${plural(rows.length, 'fila')}: ${plural(creados, 'creado')}, ${plural(actualizados, 'actualizado')}${options.actualizarStock ? ', con stock' : ''}`,
    });
    return { creados, actualizados };
  });
  after.catalogChanged();
  return result;
}
