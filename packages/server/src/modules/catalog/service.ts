import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { toProducts } from './no-viene.ts';

const published = eq(products.publicado, true);

// Searching and filtering the published catalogue is done in memory (cache.ts, snapshot.ts;
// ADR 0021).

export async function listProducts(db: DbOrTx, opts: { includeUnpublished: boolean }) {
  const rows = await db
    .select()
    .from(products)
    .where(opts.includeUnpublished ? undefined : published)
    .orderBy(asc(products.id));
  return toProducts(db, rows);
}

export async function findProduct(db: Db, id: number, opts: { includeUnpublished: boolean }) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), opts.includeUnpublished ? undefined : published));
  return row ? ((await toProducts(db, [row]))[0] ?? null) : null;
}

export async function publishedCategories(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ categoria: products.categoria })
    .from(products)
    .where(published)
    .orderBy(asc(products.categoria));
  return rows.map((r) => r.categoria);
}

export async function publishedBrands(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ marca: products.marca })
    .from(products)
    .where(and(published, gt(sql`length(${products.marca})`, 0)))
    .orderBy(asc(products.marca));
  return rows.map((r) => r.marca);
}
