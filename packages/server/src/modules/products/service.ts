// Product writes of the back-office (API.md "Catalogue"). Expected refusals come back as values;
// the routes turn them into answers and invalidate the catalogue cache.
import { MSG } from '@feria/domain/messages';
import { toCents } from '@feria/domain/money';
import type { Product } from '@feria/domain/schemas/api-types';
import type { ProductForm, ProductUpdate } from '@feria/domain/schemas/product';
import { parseImageList } from '@feria/domain/schemas/product';
import { nextSku, skuPrefix } from '@feria/domain/sku';
import { and, eq, like, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { toProduct } from '../catalog/product-dto.ts';

export type WriteResult =
  | { ok: true; product: Product }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'duplicate-sku'; sku: string };

function columns(form: ProductForm) {
  return {
    nombre: form.nombre,
    categoria: form.categoria,
    medida: form.medida,
    marca: form.marca,
    descripcion: form.descripcion,
    stock: form.cantidad,
    precioCents: toCents(form.precio),
    imagenes: parseImageList(form.url),
  };
}

async function generatedSku(db: DbOrTx, categoria: string): Promise<string> {
  const prefix = skuPrefix(categoria);
  const rows = await db
    .select({ sku: products.sku })
    .from(products)
    .where(like(products.sku, `${prefix}-%`));
  return nextSku(
    prefix,
    rows.map((r) => r.sku),
  );
}

/** Creates a product; a blank sku is generated (retried if another write took the same one). */
export async function createProduct(db: Db, form: ProductForm): Promise<WriteResult> {
  const publicado = form.publicado !== 'no';
  for (let attempt = 0; attempt < 5; attempt++) {
    const sku = form.sku ?? (await generatedSku(db, form.categoria));
    const [row] = await db
      .insert(products)
      .values({ ...columns(form), sku, publicado })
      .onConflictDoNothing({ target: products.sku })
      .returning();
    if (row) return { ok: true, product: toProduct(row) };
    if (form.sku) return { ok: false, reason: 'duplicate-sku', sku };
  }
  throw new Error('No se pudo generar un SKU libre');
}

function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as never) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** Replaces a product's fields; a blank sku keeps the current one, publicado only when sent. */
export async function updateProduct(db: Db, update: ProductUpdate): Promise<WriteResult> {
  if (update.sku) {
    const [taken] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.sku, update.sku), ne(products.id, update.id)));
    if (taken) return { ok: false, reason: 'duplicate-sku', sku: update.sku };
  }
  try {
    const [row] = await db
      .update(products)
      .set({
        ...columns(update),
        ...(update.sku ? { sku: update.sku } : {}),
        ...(update.publicado ? { publicado: update.publicado === 'si' } : {}),
        updatedAt: new Date(),
      })
      .where(eq(products.id, update.id))
      .returning();
    return row ? { ok: true, product: toProduct(row) } : { ok: false, reason: 'not-found' };
  } catch (err) {
    // Another write took the sku between the check and the update.
    if (update.sku && isUniqueViolation(err)) {
      return { ok: false, reason: 'duplicate-sku', sku: update.sku };
    }
    throw err;
  }
}

/** Deletes a product; its sale lines keep their snapshot and lose only the link (SET NULL). */
export async function deleteProduct(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  return rows.length > 0;
}

export type ToggleResult =
  | { ok: true; message: string; publicado: 'si' | 'no' }
  | { ok: false; reason: 'not-found' | 'no-stock' };

/** Flips publication; a product with stock 0 cannot be toggled (SPEC §4). */
export async function togglePublication(db: Db, id: number): Promise<ToggleResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ stock: products.stock, publicado: products.publicado })
      .from(products)
      .where(eq(products.id, id))
      .for('update');
    if (!row) return { ok: false, reason: 'not-found' };
    if (row.stock <= 0) return { ok: false, reason: 'no-stock' };
    const publicado = !row.publicado;
    await tx.update(products).set({ publicado, updatedAt: new Date() }).where(eq(products.id, id));
    return publicado
      ? { ok: true, message: MSG.productoPublicado, publicado: 'si' }
      : { ok: true, message: MSG.productoOculto, publicado: 'no' };
  });
}
