// What a CSV import does to the catalogue (MARKET.md §5): a known sku updates its product (only the
// fields that differ; the stock only with `actualizarStock`), a new one creates a product. The
// preview plans the whole file; each batch of an import plans its own rows again under lock.
import { setImmediate } from 'node:timers/promises';
import { toCents } from '@feria/domain/rules/money';
import type { ProductForm } from '@feria/domain/schemas/product';
import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { weightColumns } from '../products/weight-columns.ts';
import type { ValidRow } from './csv-check.ts';

export type ImportOptions = { actualizarStock: boolean };
type Product = typeof products.$inferSelect;
export type Columns = ReturnType<typeof columnsOf>;
type Plan = {
  creates: ValidRow[];
  updates: { current: Product; next: Columns & { publicado: boolean; suscribible: boolean } }[];
};

export const columnsOf = (form: ProductForm) => ({
  nombre: form.nombre,
  marca: form.marca,
  categoria: form.categoria,
  medida: form.medida,
  descripcion: form.descripcion,
  precioCents: toCents(form.precio),
  stock: form.cantidad,
  ...weightColumns(form),
});

/** Skus read per query when nothing is locked (the preview, an import's start). */
const SKUS_PER_QUERY = 500;

/** The rows the file names; when writing, locked in id order (the order every writer of products
 * takes, so an import never deadlocks with a sale or an adjustment). */
async function existingBySku(db: DbOrTx, skus: string[], lock: boolean) {
  const found = new Map<string, Product>();
  // Locked in one query (a batch's rows), so that the whole set is taken in id order.
  const step = lock ? skus.length : SKUS_PER_QUERY;
  for (let i = 0; i < skus.length; i += step) {
    const query = db
      .select()
      .from(products)
      .where(inArray(products.sku, skus.slice(i, i + step)))
      .orderBy(asc(products.id));
    const rows = lock ? await query.for('update') : await query;
    for (const row of rows) found.set(row.sku, row);
    // A turn of the event loop between two readings (issue 35): on the embedded database each
    // answer comes back as a microtask, so a chain of queries never lets a request in by itself;
    // the 5,000 skus of an import's start read back to back held every order 0.2-0.4 s.
    if (!lock) await setImmediate();
  }
  return found;
}

export async function planImport(
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
      suscribible: row.suscribible ?? current.suscribible,
    };
    const same = (Object.keys(next) as (keyof typeof next)[]).every((k) => next[k] === current[k]);
    if (!same) plan.updates.push({ current, next });
  }
  return plan;
}
