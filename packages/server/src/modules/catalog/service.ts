import { normalizeText } from '@feria/domain/catalog';
import { and, asc, count, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { toProduct } from './product-dto.ts';

const published = eq(products.publicado, true);

/** A "contains" pattern on the accent-free search column, served by its trigram index. */
function containsTerm(term: string): SQL {
  const escaped = normalizeText(term).replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`${products.search} like ${`%${escaped}%`}`;
}

export async function listProducts(db: Db, opts: { includeUnpublished: boolean }) {
  const rows = await db
    .select()
    .from(products)
    .where(opts.includeUnpublished ? undefined : published)
    .orderBy(asc(products.id));
  return rows.map(toProduct);
}

export async function findProduct(db: Db, id: number, opts: { includeUnpublished: boolean }) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), opts.includeUnpublished ? undefined : published));
  return row ? toProduct(row) : null;
}

export type CatalogQuery = {
  q?: string;
  categoria?: string;
  marca?: string;
  offset: number;
  limit: number;
  includeUnpublished?: boolean;
};

function catalogWhere(query: Omit<CatalogQuery, 'offset' | 'limit'>): SQL | undefined {
  return and(
    query.includeUnpublished ? undefined : published,
    query.q?.trim() ? containsTerm(query.q) : undefined,
    query.categoria ? eq(products.categoria, query.categoria) : undefined,
    query.marca ? eq(products.marca, query.marca) : undefined,
  );
}

/** Published products matching every given condition, in pages. */
export async function catalogPage(db: Db, query: CatalogQuery) {
  const where = catalogWhere(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(asc(products.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { items: rows.map(toProduct), total: total?.n ?? 0 };
}

export async function findAll(db: Db, query: Omit<CatalogQuery, 'offset' | 'limit'>) {
  const rows = await db
    .select()
    .from(products)
    .where(catalogWhere(query))
    .orderBy(asc(products.id));
  return rows.map(toProduct);
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
