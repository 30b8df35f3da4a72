// MARKET §15 "Proposed price": a producer proposes a price for one of their products; nothing
// changes for customers until the admin accepts it. At most one pendiente per product (a new one
// replaces it). A decision locks the proposal's row, so of two decisions at the same moment one
// answers and the other finds it resolved; accepting sets the price in the same transaction, with
// its history entry and audit, as the product form does.
import { PORTAL_MSG } from '@feria/domain/messages/portal';
import { SHOP_MSG } from '@feria/domain/messages/storefront';
import { formatMoney, fromCents, toCents } from '@feria/domain/rules/money';
import type { Propuesta, PropuestaEstado } from '@feria/domain/rules/portal';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { productores, products, propuestasPrecio } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { AfterCommit } from '../../shared/after-commit.ts';
import { recordAudit } from '../audit/service.ts';
import type { AuditWho } from '../audit/who.ts';
import { recordPriceChanges } from '../prices/history.ts';
import { setPrices } from '../prices/set-prices.ts';
import type { Portal } from './who.ts';

const columns = {
  row: propuestasPrecio,
  producto: products.nombre,
  productorNombre: productores.nombre,
};

function toPropuesta(r: {
  row: typeof propuestasPrecio.$inferSelect;
  producto: string;
  productorNombre: string;
}): Propuesta {
  const p = r.row;
  return {
    id: p.id,
    productoId: p.productId,
    producto: r.producto,
    productor: { id: p.productorId, nombre: r.productorNombre },
    precioActual: fromCents(p.precioActualCents),
    precio: fromCents(p.precioCents),
    estado: p.estado,
    motivo: p.motivo,
    creadaEn: p.creadaEn.toISOString(),
    resueltaEn: p.resueltaEn?.toISOString() ?? null,
  };
}

const read = (db: DbOrTx) =>
  db
    .select(columns)
    .from(propuestasPrecio)
    .innerJoin(products, eq(products.id, propuestasPrecio.productId))
    .innerJoin(productores, eq(productores.id, propuestasPrecio.productorId));

async function propuestaById(db: DbOrTx, id: number): Promise<Propuesta> {
  const [row] = await read(db).where(eq(propuestasPrecio.id, id));
  if (!row) throw new HttpError(404, PORTAL_MSG.propuestaNoEncontrada);
  return toPropuesta(row);
}

/** POST /api/productor/productos/{id}/precio-propuesto. */
export async function proposePrice(db: Db, who: Portal, productId: number, precio: number) {
  const precioCents = toCents(precio);
  const id = await db.transaction(async (tx) => {
    const [product] = await tx
      .select()
      .from(products)
      .where(and(eq(products.id, productId), eq(products.productorId, who.productorId)))
      .for('update');
    if (!product) throw new HttpError(404, SHOP_MSG.productoNoEncontrado);
    if (product.precioCents === precioCents) throw new HttpError(400, PORTAL_MSG.yaEsPrecioActual);
    await tx
      .update(propuestasPrecio)
      .set({ estado: 'reemplazada', resueltaEn: sql`now()` })
      .where(
        and(eq(propuestasPrecio.productId, productId), eq(propuestasPrecio.estado, 'pendiente')),
      );
    const [made] = await tx
      .insert(propuestasPrecio)
      .values({
        productId,
        productorId: who.productorId,
        precioActualCents: product.precioCents,
        precioCents,
      })
      .returning({ id: propuestasPrecio.id });
    const cambio = `${formatMoney(product.precioCents)} → ${formatMoney(precioCents)}`;
    const detalle = `${who.nombre}: propone ${product.nombre} ${cambio}`;
    await recordAudit(tx, { actor: who.actor, accion: 'portal.precio_propuesto', detalle });
    return made!.id;
  });
  return propuestaById(db, id);
}

/** GET /api/productor/propuestas: theirs, newest first. */
export async function ownProposals(db: DbOrTx, productorId: number): Promise<Propuesta[]> {
  const rows = await read(db)
    .where(eq(propuestasPrecio.productorId, productorId))
    .orderBy(desc(propuestasPrecio.id));
  return rows.map(toPropuesta);
}

/** The latest proposal of each of these products, by product id. */
export async function latestProposals(db: DbOrTx, productIds: readonly number[]) {
  if (productIds.length === 0) return new Map<number, Propuesta>();
  const rows = await read(db)
    .where(inArray(propuestasPrecio.productId, [...productIds]))
    .orderBy(asc(propuestasPrecio.id));
  return new Map(rows.map((r) => [r.row.productId, toPropuesta(r)]));
}

/** GET /api/precios/propuestas (admin): oldest first. */
export async function proposalsByState(
  db: DbOrTx,
  estado: PropuestaEstado | 'todas',
): Promise<Propuesta[]> {
  const rows = await read(db)
    .where(estado === 'todas' ? undefined : eq(propuestasPrecio.estado, estado))
    .orderBy(asc(propuestasPrecio.id));
  return rows.map(toPropuesta);
}

async function lockPending(tx: Tx, id: number) {
  const [row] = await tx
    .select()
    .from(propuestasPrecio)
    .where(eq(propuestasPrecio.id, id))
    .for('update');
  if (!row) throw new HttpError(404, PORTAL_MSG.propuestaNoEncontrada);
  if (row.estado !== 'pendiente') throw new HttpError(409, PORTAL_MSG.propuestaResuelta);
  return row;
}

/** POST /api/precios/propuestas/{id}/aceptar: the price becomes the proposed one, now. */
export async function acceptProposal(db: Db, id: number, who: AuditWho, after: AfterCommit) {
  await db.transaction(async (tx) => {
    const proposal = await lockPending(tx, id);
    const [product] = await tx
      .select()
      .from(products)
      .where(eq(products.id, proposal.productId))
      .for('update');
    if (!product) throw new HttpError(404, PORTAL_MSG.propuestaNoEncontrada);
    const [productor] = await tx
      .select({ nombre: productores.nombre })
      .from(productores)
      .where(eq(productores.id, proposal.productorId));
    await setPrices(tx, [{ id: product.id, cents: proposal.precioCents }]);
    await recordPriceChanges(tx, [
      {
        productId: product.id,
        antesCents: product.precioCents,
        despuesCents: proposal.precioCents,
        motivo: 'propuesta',
        userId: who.actor.id ?? null,
      },
    ]);
    await tx
      .update(propuestasPrecio)
      .set({ estado: 'aceptada', resueltaEn: sql`now()` })
      .where(eq(propuestasPrecio.id, id));
    const name = `${product.nombre} (${product.sku})`;
    const cambio = `${formatMoney(product.precioCents)} → ${formatMoney(proposal.precioCents)}`;
    await recordAudit(tx, {
      ...who,
      accion: 'producto.precio',
      detalle: `Precio de ${name}: ${cambio}`,
    });
    const detalle = `Propuesta de ${productor?.nombre ?? ''} aceptada: ${product.nombre} ${cambio}`;
    await recordAudit(tx, { ...who, accion: 'precios.propuesta_aceptar', detalle });
  });
  after.catalogChanged();
  return propuestaById(db, id);
}

/** POST /api/precios/propuestas/{id}/rechazar: rechazada with the motivo the producer sees. */
export async function rejectProposal(db: Db, id: number, motivo: string, who: AuditWho) {
  await db.transaction(async (tx) => {
    const proposal = await lockPending(tx, id);
    await tx
      .update(propuestasPrecio)
      .set({ estado: 'rechazada', motivo, resueltaEn: sql`now()` })
      .where(eq(propuestasPrecio.id, id));
    const [row] = await read(tx).where(eq(propuestasPrecio.id, proposal.id));
    const cambio = `${formatMoney(proposal.precioActualCents)} → ${formatMoney(proposal.precioCents)}`;
    const detalle = `Propuesta de ${row?.productorNombre ?? ''} rechazada: ${row?.producto ?? ''} ${cambio} (${motivo})`;
    await recordAudit(tx, { ...who, accion: 'precios.propuesta_rechazar', detalle });
  });
  return propuestaById(db, id);
}
