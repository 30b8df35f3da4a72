// Product writes of the back-office (API.md "Catalogue"). Expected refusals come back as values;
// the routes turn them into answers. A write that changed the catalogue says so once committed.
import { MSG } from '@feria/domain/messages/shop';
import { formatMoney, toCents } from '@feria/domain/rules/money';
import { nextSku, skuPrefix } from '@feria/domain/rules/sku';
import { stockToWrite } from '@feria/domain/rules/stock-edit';
import type { Product } from '@feria/domain/schemas/api-types';
import type { ProductForm, ProductUpdate } from '@feria/domain/schemas/product';
import { parseImageList } from '@feria/domain/schemas/product';
import { and, eq, like, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { products } from '../../db/schema.ts';
import type { AfterCommit } from '../../shared/after-commit.ts';
import { producerIdFor } from '../../shared/producer-link.ts';
import { recordAudit } from '../audit/service.ts';
import type { AuditWho } from '../audit/who.ts';
import { toProducts } from '../catalog/no-viene.ts';
import { recordPriceChanges } from '../prices/history.ts';
import { weightColumns } from './weight-columns.ts';

export type WriteResult =
  | { ok: true; product: Product }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'stock-changed'; stock: number }
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
    ...weightColumns(form),
    ...(form.suscribible !== undefined ? { suscribible: form.suscribible } : {}),
    ...(form.contenido !== undefined ? { contenido: form.contenido } : {}),
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
export async function createProduct(
  db: Db,
  form: ProductForm,
  who: AuditWho,
  after: AfterCommit,
): Promise<WriteResult> {
  const publicado = form.publicado !== 'no';
  for (let attempt = 0; attempt < 5; attempt++) {
    const result = await db
      .transaction(async (tx): Promise<WriteResult | null> => {
        // A producer made for this product must not outlive a refused insert: the taken sku rolls
        // the whole transaction back.
        const sku = form.sku ?? (await generatedSku(tx, form.categoria));
        const productorId = await producerIdFor(tx, form.marca);
        const [row] = await tx
          .insert(products)
          .values({ ...columns(form), sku, publicado, productorId })
          .onConflictDoNothing({ target: products.sku })
          .returning();
        if (row) {
          await recordAudit(tx, {
            ...who,
            accion: 'producto.crear',
            detalle: `Creó ${row.nombre} (${row.sku}) a ${formatMoney(row.precioCents)}`,
          });
        }
        if (!row) throw new SkuTaken(sku);
        return { ok: true, product: (await toProducts(tx, [row]))[0]! };
      })
      .catch((err: unknown) => {
        if (!(err instanceof SkuTaken)) throw err;
        return form.sku ? ({ ok: false, reason: 'duplicate-sku', sku: err.sku } as const) : null;
      });
    if (result) {
      if (result.ok) after.catalogChanged();
      return result;
    }
  }
  throw new Error('No se pudo generar un SKU libre');
}

/** Thrown inside the create transaction to roll it back when the sku is already taken. */
class SkuTaken extends Error {
  constructor(readonly sku: string) {
    super('sku tomado');
  }
}

/** Replaces a product's fields; a blank sku keeps the current one, publicado only when sent. A new
 * price is written to the price history in the same transaction, with who changed it. */
export async function updateProduct(
  db: Db,
  update: ProductUpdate,
  who: AuditWho,
  after: AfterCommit,
): Promise<WriteResult> {
  if (update.sku) {
    const [taken] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.sku, update.sku), ne(products.id, update.id)));
    if (taken) return { ok: false, reason: 'duplicate-sku', sku: update.sku };
  }
  try {
    const result = await db.transaction(async (tx): Promise<WriteResult> => {
      const [before] = await tx
        .select({
          precioCents: products.precioCents,
          publicado: products.publicado,
          stock: products.stock,
        })
        .from(products)
        .where(eq(products.id, update.id))
        .for('update');
      // A product that does not exist creates no producer.
      if (!before) return { ok: false, reason: 'not-found' };
      // Sales made while the dialog was open stay counted (API.md `stockAnterior`).
      const stock = stockToWrite(before.stock, update.cantidad, update.stockAnterior);
      if (!stock.ok) return { ok: false, reason: 'stock-changed', stock: stock.current };
      const productorId = await producerIdFor(tx, update.marca);
      const [row] = await tx
        .update(products)
        .set({
          ...columns(update),
          stock: stock.stock,
          productorId,
          ...(update.sku ? { sku: update.sku } : {}),
          ...(update.publicado ? { publicado: update.publicado === 'si' } : {}),
          updatedAt: new Date(),
        })
        .where(eq(products.id, update.id))
        .returning();
      if (!row) return { ok: false, reason: 'not-found' };
      await auditUpdate(tx, who, before, row);
      await recordPriceChanges(tx, [
        {
          productId: row.id,
          antesCents: before.precioCents,
          despuesCents: row.precioCents,
          motivo: 'edicion',
          userId: who?.actor.id ?? null,
        },
      ]);
      return { ok: true, product: (await toProducts(tx, [row]))[0]! };
    });
    if (result.ok) after.catalogChanged();
    return result;
  } catch (err) {
    // Another write took the sku between the check and the update.
    if (update.sku && isUniqueViolation(err)) {
      return { ok: false, reason: 'duplicate-sku', sku: update.sku };
    }
    throw err;
  }
}

type ProductRow = typeof products.$inferSelect;

/** "producto.editar", plus "producto.precio" and "producto.publicar" when those changed. */
async function auditUpdate(
  tx: DbOrTx,
  who: AuditWho,
  before: Pick<ProductRow, 'precioCents' | 'publicado'>,
  row: ProductRow,
): Promise<void> {
  const name = `${row.nombre} (${row.sku})`;
  await recordAudit(tx, { ...who, accion: 'producto.editar', detalle: `Editó ${name}` });
  if (before.precioCents !== row.precioCents) {
    const detalle = `Precio de ${name}: ${formatMoney(before.precioCents)} → ${formatMoney(row.precioCents)}`;
    await recordAudit(tx, { ...who, accion: 'producto.precio', detalle });
  }
  if (before.publicado !== row.publicado) await auditPublication(tx, who, name, row.publicado);
}

const auditPublication = (tx: DbOrTx, who: AuditWho, name: string, publicado: boolean) =>
  recordAudit(tx, {
    ...who,
    accion: 'producto.publicar',
    detalle: `${publicado ? 'Publicó' : 'Ocultó'} ${name}`,
  });

/** Deletes a product; its sale lines keep their snapshot and lose only the link (SET NULL). */
export async function deleteProduct(
  db: Db,
  id: number,
  who: AuditWho,
  after: AfterCommit,
): Promise<boolean> {
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(products)
      .where(eq(products.id, id))
      .returning({ nombre: products.nombre, sku: products.sku });
    const [row] = rows;
    if (row) {
      await recordAudit(tx, {
        ...who,
        accion: 'producto.borrar',
        detalle: `Borró ${row.nombre} (${row.sku})`,
      });
    }
    return rows.length > 0;
  });
  if (deleted) after.catalogChanged();
  return deleted;
}

export type ToggleResult =
  | { ok: true; message: string; publicado: 'si' | 'no' }
  | { ok: false; reason: 'not-found' | 'no-stock' };

/** Flips publication; a product with stock 0 cannot be toggled (SPEC §4). */
export async function togglePublication(
  db: Db,
  id: number,
  who: AuditWho,
  after: AfterCommit,
): Promise<ToggleResult> {
  const result = await db.transaction(async (tx): Promise<ToggleResult> => {
    const [row] = await tx
      .select({
        stock: products.stock,
        publicado: products.publicado,
        nombre: products.nombre,
        sku: products.sku,
      })
      .from(products)
      .where(eq(products.id, id))
      .for('update');
    if (!row) return { ok: false, reason: 'not-found' };
    if (row.stock <= 0) return { ok: false, reason: 'no-stock' };
    const publicado = !row.publicado;
    await tx.update(products).set({ publicado, updatedAt: new Date() }).where(eq(products.id, id));
    await auditPublication(tx, who, `${row.nombre} (${row.sku})`, publicado);
    return publicado
      ? { ok: true, message: MSG.productoPublicado, publicado: 'si' }
      : { ok: true, message: MSG.productoOculto, publicado: 'no' };
  });
  if (result.ok) after.catalogChanged();
  return result;
}
