// MARKET §8 "Real weight": PUT /api/sheets/sale/{id}/peso { idProducto, gramos }. While a web
// order is Pendiente or En preparación and not cobrado, staff set a kg line's real weight: the
// line, the sale's amounts and the product's stock (by the difference) change in one transaction,
// with its audit entry. Every refusal throws before anything is written, or rolls back.
import { MSG } from '@feria/domain/messages/shop';
import { WEIGHT_MSG } from '@feria/domain/messages/weight';
import { orderAmounts } from '@feria/domain/rules/pos';
import { weighRefusal } from '@feria/domain/rules/sale-actions';
import { kgDisponibles, lineSubtotalCents } from '@feria/domain/rules/weight';
import type { SaleDetail } from '@feria/domain/schemas/api-types';
import { MAX_INT32 } from '@feria/domain/schemas/bounds';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { products, saleLines, sales } from '../../../db/schema.ts';
import { HttpError } from '../../../http/errors.ts';
import type { AfterCommit } from '../../../shared/after-commit.ts';
import { recordAudit } from '../../audit/service.ts';
import type { AuditWho } from '../../audit/who.ts';
import { totalChanged } from '../../cobro/records.ts';
import { findSaleDetail } from './service.ts';

export type Weighing = { idProducto: number; gramos: number };

export async function weighSaleLine(
  db: Db,
  saleId: number,
  { idProducto, gramos }: Weighing,
  who: AuditWho,
  after: AfterCommit,
): Promise<SaleDetail> {
  const detail = await db.transaction(async (tx) => {
    const [sale] = await tx.select().from(sales).where(eq(sales.id, saleId)).for('update');
    if (!sale) throw new HttpError(404, MSG.ventaNoEncontrada);
    // MARKET §8: a cobrado order keeps the amount that was paid (a stall sale is paid when made,
    // and handed over: being paid is the reason it says).
    const refusal = weighRefusal({ estado: sale.estado, cobro: sale.cobroEstado });
    if (refusal === 'cobrado') throw new HttpError(409, WEIGHT_MSG.yaCobrado);
    if (refusal === 'estado') throw new HttpError(409, WEIGHT_MSG.soloPendiente);
    const [line] = await tx
      .select()
      .from(saleLines)
      .where(and(eq(saleLines.saleId, saleId), eq(saleLines.productId, idProducto)))
      .for('update');
    if (!line) throw new HttpError(404, MSG.productoNoEncontrado);
    if (line.unidad !== 'kg') throw new HttpError(400, WEIGHT_MSG.noSeVendePorPeso);

    const subtotalCents = lineSubtotalCents('kg', line.precioCents, gramos);
    if (subtotalCents > MAX_INT32) throw new HttpError(400, MSG.totalExcedido);
    await moveStock(tx, idProducto, gramos - line.cantidad);
    await tx
      .update(saleLines)
      .set({ cantidad: gramos, subtotalCents, pesada: true })
      .where(eq(saleLines.id, line.id));
    await recomputeSale(tx, sale);
    await recordAudit(tx, {
      ...who,
      accion: 'venta.peso',
      detalle: `Venta N° ${saleId}: ${line.nombre} pesó ${gramos} g (pedido ${line.cantidad} g)`,
    });
    return findSaleDetail(tx, saleId);
  });
  after.catalogChanged();
  if (!detail) throw new HttpError(404, MSG.ventaNoEncontrada);
  return detail;
}

/** Takes `diff` more grams (never below 0: 409 with what is left) or gives -diff back. */
async function moveStock(tx: Tx, productId: number, diff: number): Promise<void> {
  if (diff === 0) return;
  const [row] = await tx
    .update(products)
    .set({ stock: sql`${products.stock} - ${diff}`, updatedAt: sql`now()` })
    .where(and(eq(products.id, productId), diff > 0 ? gte(products.stock, diff) : undefined))
    .returning({ id: products.id });
  if (row || diff < 0) return;
  const [left] = await tx
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  const disponibles = left?.stock ?? 0;
  throw new HttpError(409, kgDisponibles(disponibles), { productId, disponibles });
}

/** The sale's subtotal, surcharge and total from its lines (its Envío fee kept, MARKET §14), as
 * when it was made; the records
 * already there may now cover the new total, or no longer (MARKET §7b). */
async function recomputeSale(tx: Tx, sale: typeof sales.$inferSelect): Promise<void> {
  const [sum] = await tx
    .select({ cents: sql<string>`coalesce(sum(${saleLines.subtotalCents}), 0)` })
    .from(saleLines)
    .where(eq(saleLines.saleId, sale.id));
  const subtotal = Number(sum?.cents ?? 0);
  const amounts = orderAmounts(subtotal, sale.formaPago, sale.canal, sale.envioCostoCents);
  if (amounts.total > MAX_INT32) throw new HttpError(400, MSG.totalExcedido);
  await tx
    .update(sales)
    .set({
      subtotalCents: amounts.subtotal,
      recargoCents: amounts.recargo,
      totalCents: amounts.total,
      // The total the customer ordered, kept from the first weighing on (issue 49 item 7).
      totalAntesPesoCents: sale.totalAntesPesoCents ?? sale.totalCents,
    })
    .where(eq(sales.id, sale.id));
  await totalChanged(tx, { ...sale, totalCents: amounts.total }, sale.totalCents);
}
