// The CSV import's writes (MARKET.md §5), set-based: the file's new producers, its new products and
// its changed ones each in a few statements, whatever the number of rows (issue 35: one statement
// per row kept the embedded database, and every order waiting on it, busy for seconds). The rows
// travel as one JSON parameter, read by json_to_recordset: no limit on parameters, nothing to parse
// per row but the JSON. The result is what writing them one by one, in the file's order, gave.
import { nextSku, skuPrefix } from '@feria/domain/rules/sku';
import { like, sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { defaultCommission } from '../../shared/producer-link.ts';

/** The producer of each brand, created when none has its name yet (MARKET §4), in the order the
 * brands are given: as producerIdFor called brand after brand. */
export async function producerIdsOf(tx: Tx, marcas: readonly string[]) {
  const names = [...new Set(marcas)].map((m) => m.trim());
  const ids = new Map<string, number>();
  const list = JSON.stringify(names);
  if (names.length > 0) {
    // Only the names no producer has yet, each once, so that no number of the sequence is spent
    // on a name that exists: an import (its start and its batches each ask) numbers its new
    // producers as writing its rows one by one did.
    await tx.execute(sql`
    insert into productores (nombre, comision_bp)
    select fresh.nombre, ${defaultCommission()} from (
      select distinct on (feria_unaccent(lower(btrim(v.nombre)))) v.nombre, v.n
      from json_array_elements_text(${list}::json) with ordinality as v(nombre, n)
      order by feria_unaccent(lower(btrim(v.nombre))), v.n
    ) fresh
    where not exists (select 1 from productores p
      where p.nombre_normalizado = feria_unaccent(lower(btrim(fresh.nombre))))
    order by fresh.n
    on conflict (nombre_normalizado) do nothing`);
    const found = rowsOf<{ nombre: string; id: unknown }>(
      await tx.execute(sql`
      select v.nombre, p.id from json_array_elements_text(${list}::json) as v(nombre)
      join productores p on p.nombre_normalizado = feria_unaccent(lower(btrim(v.nombre)))`),
    );
    for (const row of found) ids.set(row.nombre, Number(row.id));
  }
  return (marca: string) => {
    const id = ids.get(marca.trim());
    if (id === undefined) throw new Error(`No se encontró el productor de la marca ${marca}`);
    return id;
  };
}

/** The skus of the new products in the file's order: its own, or the next free one of the
 * category's prefix counting those created before it in the file (as generatedSku did), skipping
 * the codes the file's rows still to be written give to a product of their own (`reserved`). */
export async function skusOf(
  tx: Tx,
  rows: readonly { sku?: string; categoria: string }[],
  reserved: ReadonlySet<string>,
) {
  const prefixes = [
    ...new Set(rows.filter((r) => r.sku === undefined).map((r) => skuPrefix(r.categoria))),
  ];
  const taken = new Map<string, string[]>();
  for (const prefix of prefixes) {
    const found = await tx
      .select({ sku: products.sku })
      .from(products)
      .where(like(products.sku, `${prefix}-%`));
    taken.set(
      prefix,
      found.map((r) => r.sku),
    );
  }
  return rows.map((row) => {
    const prefix = skuPrefix(row.categoria);
    const sku = row.sku ?? nextSku(prefix, taken.get(prefix)!, reserved);
    for (const [known, skus] of taken) if (sku.startsWith(`${known}-`)) skus.push(sku);
    return sku;
  });
}

export type ProductInsert = typeof products.$inferInsert;

/** Inserts the new products, a thousand per statement, in the file's order. */
export async function insertProducts(tx: Tx, rows: readonly ProductInsert[]) {
  for (let i = 0; i < rows.length; i += 1000) {
    await tx.insert(products).values(rows.slice(i, i + 1000));
  }
}

export type ProductUpdate = {
  id: number;
  nombre: string;
  marca: string;
  categoria: string;
  medida: string;
  descripcion: string;
  precio_cents: number;
  stock: number;
  unidad: string;
  paso: number;
  publicado: boolean;
  suscribible: boolean;
  productor_id: number;
};

/** Writes every column of the changed products (already locked) in one statement. */
export async function updateProducts(tx: Tx, rows: readonly ProductUpdate[], at: Date) {
  if (rows.length === 0) return;
  await tx.execute(sql`
    update products set nombre = v.nombre, marca = v.marca, categoria = v.categoria,
      medida = v.medida, descripcion = v.descripcion, precio_cents = v.precio_cents,
      stock = v.stock, unidad = v.unidad, paso = v.paso, publicado = v.publicado,
      suscribible = v.suscribible, productor_id = v.productor_id, updated_at = ${at.toISOString()}::timestamptz
    from json_to_recordset(${JSON.stringify(rows)}::json) as v(id int, nombre text, marca text,
      categoria text, medida text, descripcion text, precio_cents int, stock int, unidad text,
      paso int, publicado boolean, suscribible boolean, productor_id int)
    where products.id = v.id`);
}
