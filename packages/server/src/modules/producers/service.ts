// Producers (MARKET §4): public pages, and the admin's writes with their audit entries. Expected
// refusals come back as values; the routes turn them into answers.
import type { Product } from '@feria/domain/schemas/api-types';
import type { ProducerForm, Productor, ProductorPublico } from '@feria/domain/schemas/producer';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { productores, products, users } from '../../db/schema.ts';
import type { AfterCommit } from '../../shared/after-commit.ts';
import { type AuditActor, recordAudit } from '../audit/service.ts';
import { toProducts } from '../catalog/no-viene.ts';

type Row = typeof productores.$inferSelect;

const toPublic = (row: Row, productos: number): ProductorPublico => ({
  id: row.id,
  nombre: row.nombre,
  localidad: row.localidad,
  descripcion: row.descripcion,
  foto: row.foto,
  productos,
});

export const toStaff = (row: Row, productos: number): Productor => ({
  ...toPublic(row, productos),
  contacto: row.contacto,
  comision: row.comisionBp / 100,
});

/** Producers with at least one published product, with that count, by name. */
export async function listPublicProducers(db: DbOrTx): Promise<ProductorPublico[]> {
  const rows = await db
    .select({ p: productores, n: count(products.id) })
    .from(productores)
    .innerJoin(
      products,
      and(eq(products.productorId, productores.id), eq(products.publicado, true)),
    )
    .groupBy(productores.id)
    .orderBy(asc(productores.nombre));
  return rows.map((r) => toPublic(r.p, r.n));
}

/** Every producer with every field and the count of all its products (admin list). */
export async function listAllProducers(db: DbOrTx): Promise<Productor[]> {
  const rows = await db
    .select({ p: productores, n: count(products.id) })
    .from(productores)
    .leftJoin(products, eq(products.productorId, productores.id))
    .groupBy(productores.id)
    .orderBy(asc(productores.nombre));
  return rows.map((r) => toStaff(r.p, r.n));
}

/** A producer and its published products; staff also get contact and commission. */
export async function producerPage(
  db: DbOrTx,
  id: number,
  staff: boolean,
): Promise<((ProductorPublico | Productor) & { items: Product[] }) | null> {
  const [row] = await db.select().from(productores).where(eq(productores.id, id));
  if (!row) return null;
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.productorId, id), eq(products.publicado, true)))
    .orderBy(asc(products.nombre), asc(products.id));
  const items = await toProducts(db, rows);
  const producer = staff ? toStaff(row, items.length) : toPublic(row, items.length);
  return { ...producer, items };
}

export type ProducerWrite =
  | { ok: true; producer: Productor }
  | { ok: false; reason: 'not-found' | 'duplicate' | 'has-products' };

const columns = (form: ProducerForm) => ({
  nombre: form.nombre,
  localidad: form.localidad,
  descripcion: form.descripcion,
  foto: form.foto,
  contacto: form.contacto,
  comisionBp: form.comision,
});

const pct = (bp: number) => `${(bp / 100).toFixed(2).replace('.', ',')} %`;

async function productCount(tx: DbOrTx, id: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(products).where(eq(products.productorId, id));
  return row?.n ?? 0;
}

export async function createProducer(
  db: Db,
  actor: AuditActor,
  form: ProducerForm,
): Promise<ProducerWrite> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(productores)
      .values(columns(form))
      .onConflictDoNothing({ target: productores.nombreNormalizado })
      .returning();
    if (!row) return { ok: false, reason: 'duplicate' };
    await recordAudit(tx, {
      actor,
      accion: 'productor.crear',
      detalle: `Creó el productor ${row.nombre} (#${row.id}), comisión ${pct(row.comisionBp)}`,
    });
    return { ok: true, producer: toStaff(row, 0) };
  });
}

/** Replaces a producer's fields; a new name is carried to the `marca` of its products. */
export async function updateProducer(
  db: Db,
  actor: AuditActor,
  id: number,
  form: ProducerForm,
  after: AfterCommit,
): Promise<ProducerWrite> {
  try {
    const result = await db.transaction(async (tx): Promise<ProducerWrite> => {
      const [before] = await tx
        .select()
        .from(productores)
        .where(eq(productores.id, id))
        .for('update');
      if (!before) return { ok: false, reason: 'not-found' };
      const [row] = await tx
        .update(productores)
        .set({ ...columns(form), updatedAt: new Date() })
        .where(eq(productores.id, id))
        .returning();
      if (before.nombre !== form.nombre) {
        // Its products locked in id order first, the order a sale takes them in.
        await tx.execute(
          sql`select 1 from ${products} where ${products.productorId} = ${id} order by ${products.id} for update`,
        );
        await tx
          .update(products)
          .set({ marca: form.nombre, updatedAt: new Date() })
          .where(eq(products.productorId, id));
      }
      const renamed = before.nombre !== form.nombre ? ` (antes ${before.nombre})` : '';
      await recordAudit(tx, {
        actor,
        accion: 'productor.editar',
        detalle: `Editó el productor ${form.nombre} (#${id})${renamed}, comisión ${pct(form.comision)}`,
      });
      return { ok: true, producer: toStaff(row!, await productCount(tx, id)) };
    });
    // A new name is the new marca of its products, in the published catalogue too.
    if (result.ok) after.catalogChanged();
    return result;
  } catch (err) {
    if (isUniqueViolation(err)) return { ok: false, reason: 'duplicate' };
    throw err;
  }
}

/** Deletes a producer that has no products (MARKET §4: "El productor tiene productos"). */
export async function deleteProducer(
  db: Db,
  actor: AuditActor,
  id: number,
): Promise<{ ok: true } | { ok: false; reason: 'not-found' | 'has-products' | 'has-access' }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(productores).where(eq(productores.id, id)).for('update');
    if (!row) return { ok: false, reason: 'not-found' };
    // Lock the links, so a product cannot join the producer while it goes.
    await tx.execute(
      sql`select 1 from ${products} where ${products.productorId} = ${id} order by ${products.id} for update`,
    );
    if ((await productCount(tx, id)) > 0) return { ok: false, reason: 'has-products' };
    // MARKET §15: a producer with an access keeps it until the admin removes it.
    const [access] = await tx.select({ id: users.id }).from(users).where(eq(users.productorId, id));
    if (access) return { ok: false, reason: 'has-access' };
    await tx.delete(productores).where(eq(productores.id, id));
    await recordAudit(tx, {
      actor,
      accion: 'productor.eliminar',
      detalle: `Eliminó el productor ${row.nombre} (#${id})`,
    });
    return { ok: true };
  });
}
