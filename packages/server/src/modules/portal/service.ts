// MARKET §15 "What a producer reads / changes": always the session's producer. Figures come from
// the admin's own computations (settlements), never a copy of them.
import { PORTAL_MSG } from '@feria/domain/messages/portal';
import { PRODUCER_MSG } from '@feria/domain/messages/producers';
import { SHOP_MSG } from '@feria/domain/messages/storefront';
import { stockCambioMessage } from '@feria/domain/rules/stock-edit';
import type { Liquidacion } from '@feria/domain/schemas/producer';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { productores, products } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { AfterCommit } from '../../shared/after-commit.ts';
import { recordAudit } from '../audit/service.ts';
import { toProducts } from '../catalog/no-viene.ts';
import { toStaff } from '../producers/service.ts';
import { settlement } from '../settlements/figures.ts';
import type { Period } from '../settlements/read.ts';
import { latestProposals } from './proposals.ts';
import type { Portal } from './who.ts';

export async function producerOf(db: DbOrTx, productorId: number) {
  const [row] = await db.select().from(productores).where(eq(productores.id, productorId));
  if (!row) throw new HttpError(404, PRODUCER_MSG.productorNoEncontrado);
  const [n] = await db
    .select({ n: count() })
    .from(products)
    .where(eq(products.productorId, productorId));
  return toStaff(row, n?.n ?? 0);
}

export async function ownProducts(db: DbOrTx, productorId: number) {
  const rows = await db
    .select()
    .from(products)
    .where(eq(products.productorId, productorId))
    .orderBy(asc(products.nombre), asc(products.id));
  const latest = await latestProposals(
    db,
    rows.map((r) => r.id),
  );
  const answers = await toProducts(db, rows);
  return answers.map((p) => ({ ...p, propuesta: latest.get(p.id) ?? null }));
}

/** Their element of the admin's GET /api/liquidaciones, or zeros with their %. */
export async function ownSettlement(db: DbOrTx, productorId: number, period: Period) {
  const mine = (await settlement(db, period, productorId)).find(
    (p) => p.productor.id === productorId,
  );
  if (mine) return mine;
  const p = await producerOf(db, productorId);
  const empty: Liquidacion = {
    productor: { id: p.id, nombre: p.nombre },
    lineas: [],
    bruto: 0,
    comision: 0,
    aPagar: 0,
    porcentaje: p.comision,
    yaPagado: [],
    aDescontar: 0,
  };
  return empty;
}

type Change = {
  stock?: { cantidad: number; stockAnterior?: number | undefined };
  publicado?: boolean;
};

/** Stock or publication of one of their products; another producer's answers as unknown. */
export async function changeOwnProduct(
  db: Db,
  who: Portal,
  productId: number,
  change: Change,
  after: AfterCommit,
) {
  const product = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(products)
      .where(and(eq(products.id, productId), eq(products.productorId, who.productorId)))
      .for('update');
    if (!before) throw new HttpError(404, SHOP_MSG.productoNoEncontrado);
    const set: Partial<typeof products.$inferInsert> = { updatedAt: new Date() };
    let detalle = '';
    if (change.stock) {
      const { cantidad, stockAnterior } = change.stock;
      if (stockAnterior !== undefined && stockAnterior !== before.stock)
        throw new HttpError(409, stockCambioMessage(before.stock), { stock: before.stock });
      set.stock = cantidad;
      detalle = `${who.nombre}: stock de ${before.nombre} ${before.stock} → ${cantidad}`;
    }
    if (change.publicado !== undefined) {
      if (change.publicado && before.stock <= 0)
        throw new HttpError(409, PORTAL_MSG.sinStockNoPublica);
      set.publicado = change.publicado;
      const siNo = (b: boolean) => (b ? 'si' : 'no');
      detalle = `${who.nombre}: ${before.nombre} publicado ${siNo(before.publicado)} → ${siNo(change.publicado)}`;
    }
    const [row] = await tx.update(products).set(set).where(eq(products.id, productId)).returning();
    const accion = change.stock ? 'portal.stock' : 'portal.publicar';
    await recordAudit(tx, { actor: who.actor, accion, detalle });
    const latest = await latestProposals(tx, [productId]);
    const [product] = await toProducts(tx, [row!]);
    return { ...product!, propuesta: latest.get(productId) ?? null };
  });
  after.catalogChanged();
  return product;
}
