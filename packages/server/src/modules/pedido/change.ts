// MARKET §10: the customer changes or cancels their own web order until its feria's cierre. One
// transaction each: the sale row is locked first (as a staff annulment or status change locks it,
// so those and a change wait for each other), then its products in id order; the mails and the
// audit entry are written in the same transaction.
import { COBRO_MSG } from '@feria/domain/messages/cobro';
import { FERIA_MSG } from '@feria/domain/messages/ferias';
import { ORDER_CHANGE_MSG } from '@feria/domain/messages/order-change';
import { PORTAL_MSG } from '@feria/domain/messages/portal';
import { MSG } from '@feria/domain/messages/shop';
import { mergeSaleLines } from '@feria/domain/rules/checkout';
import { ABIERTO_POR_DIRECCION_MSG } from '@feria/domain/rules/open-orders';
import { hastaUnidadesDe } from '@feria/domain/rules/order-limits';
import type { PedidoView } from '@feria/domain/rules/order-page';
import { orderAmounts } from '@feria/domain/rules/pos';
import { changeRefusal } from '@feria/domain/rules/sale-actions';
import { ANNULLED_STATUS } from '@feria/domain/rules/sale-status';
import { MAX_INT32 } from '@feria/domain/schemas/bounds';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { ferias, saleLines, sales } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { AfterCommit } from '../../shared/after-commit.ts';
import { totalChanged } from '../cobro/records.ts';
import { productOverWebCap } from '../sales/line-cap.ts';
import { productNotComing } from '../sales/no-viene.ts';
import { changeOverOpenValue, lockChangeAddress } from '../sales/open-orders.ts';
import { lineOf } from '../sales/sale-parts.ts';
import { checkWeightLines, shortageMessage } from '../sales/weight-lines.ts';
import { checkChangeMinimo, checkChangeRate, checkChangeTotal } from './change-limits.ts';
import { type ChangeNotice, noticeChange } from './change-notice.ts';
import { giveBack, heldBy, moveStock, weighedIn } from './move-stock.ts';
import { openPedido, type PedidoKey, pedidoView } from './service.ts';

type SaleRow = typeof sales.$inferSelect;

const REFUSALS = {
  estado: ORDER_CHANGE_MSG.noSePuedeCambiar,
  cerrado: FERIA_MSG.feriaCerrada,
  cobrado: ORDER_CHANGE_MSG.yaCobrado,
} as const;

async function feriaOf(tx: Tx, feriaId: number | null) {
  if (feriaId === null) return null;
  const [feria] = await tx
    .select({ id: ferias.id, fecha: ferias.fecha })
    .from(ferias)
    .where(eq(ferias.id, feriaId));
  return feria ?? null;
}

/** The order locked for a change, or the 404 / 409 that refuses it (sale-actions.ts's order). */
async function lockChangeable(tx: Tx, id: number, key: PedidoKey, now: Date): Promise<SaleRow> {
  if (!(await openPedido(tx, id, key))) throw new HttpError(404, COBRO_MSG.pedidoNoEncontrado);
  const [row] = await tx.select().from(sales).where(eq(sales.id, id)).for('update');
  if (!row) throw new HttpError(404, COBRO_MSG.pedidoNoEncontrado);
  const [feria] = row.feriaId
    ? await tx.select({ cierre: ferias.cierre }).from(ferias).where(eq(ferias.id, row.feriaId))
    : [];
  const facts = { canal: row.canal, estado: row.estado, cobro: row.cobroEstado };
  const refusal = changeRefusal(facts, feria?.cierre ?? null, now);
  if (refusal) throw new HttpError(409, REFUSALS[refusal]);
  return row;
}

export type ChangeRequest = {
  id: number;
  key: PedidoKey;
  notice: ChangeNotice;
  /** API.md round 4/5: the server's MAX_PEDIDO, which a change holds as checkout does. */
  maxPedido: number;
  /** API.md round 5: ABIERTO_POR_DIRECCION, held by a change that raises the total. */
  maxOpenPesos?: number;
  now?: Date;
};

/** PUT /api/pedido/{id}: the order's lines become `productos`, at the prices of this moment. */
export async function changePedido(
  db: Db,
  request: ChangeRequest,
  productos: readonly { id: number; cantidad: number }[],
  after: AfterCommit,
): Promise<PedidoView> {
  const { id, key, notice, now = new Date() } = request;
  const view = await db.transaction(async (tx) => {
    const row = await lockChangeable(tx, id, key, now);
    await checkChangeRate(tx, id, now);
    await lockChangeAddress(tx, row.clienteIp);
    if (productos.length === 0) throw new HttpError(400, ORDER_CHANGE_MSG.sinProductos);
    const merged = mergeSaleLines(productos);
    const held = await heldBy(tx, id);
    // API.md round 5: a weighed line keeps its real weight; it may stay as it is or go.
    const weighed = await weighedIn(tx, id);
    if (merged.some((line) => weighed.has(line.id) && weighed.get(line.id) !== line.cantidad)) {
      throw new HttpError(409, ORDER_CHANGE_MSG.lineaPesada);
    }
    // A line kept as it is passes: staff may have weighed it off the paso (MARKET §8).
    const changed = merged.filter((line) => line.cantidad !== held.get(line.id));
    // MARKET §15: adding or raising a product whose producer marked "No llevo" for this feria.
    const raised = changed.filter((line) => line.cantidad > (held.get(line.id) ?? 0));
    const absent = await productNotComing(
      tx,
      await feriaOf(tx, row.feriaId),
      raised.map((l) => l.id),
    );
    if (absent) {
      const { productId, nombre, dia } = absent;
      throw new HttpError(409, PORTAL_MSG.noViene(nombre, dia), { productId });
    }
    await checkWeightLines(tx, changed, 'web'); // MARKET §8: paso and 25 kg
    const overCap = await productOverWebCap(tx, changed);
    if (overCap) throw new HttpError(400, hastaUnidadesDe(overCap));
    const moved = await moveStock(tx, held, merged);
    if (!moved.ok) {
      const { productId, nombre, disponibles } = moved.shortage;
      const message = nombre
        ? shortageMessage({ ...moved.shortage, nombre })
        : MSG.productoNoEncontrado;
      throw new HttpError(409, message, { productId, disponibles });
    }
    const lines = moved.sold.map(lineOf);
    const subtotal = lines.reduce((sum, line) => sum + line.subtotalCents, 0);
    // MARKET §14: the minimum stored with the order holds for the new products; the zone and its
    // fee stay as placed.
    checkChangeMinimo(row, subtotal);
    const amounts = orderAmounts(subtotal, row.formaPago, 'web', row.envioCostoCents);
    if (amounts.total > MAX_INT32 || lines.some((l) => l.subtotalCents > MAX_INT32)) {
      throw new HttpError(400, MSG.totalExcedido);
    }
    checkChangeTotal(request.maxPedido, amounts.total); // API.md round 5: as checkout, MAX_PEDIDO
    if (await changeOverOpenValue(tx, request.maxOpenPesos, row, amounts.total)) {
      throw new HttpError(429, ABIERTO_POR_DIRECCION_MSG);
    }
    await tx.delete(saleLines).where(eq(saleLines.saleId, id));
    await tx
      .insert(saleLines)
      .values(lines.map((line) => ({ ...line, saleId: id, pesada: weighed.has(line.productId) })));
    const [updated] = await tx
      .update(sales)
      .set({
        subtotalCents: amounts.subtotal,
        recargoCents: amounts.recargo,
        totalCents: amounts.total,
        // The customer's own change is not a weighing: nothing to tell about weights.
        totalAntesPesoCents: null,
      })
      .where(eq(sales.id, id))
      .returning();
    if (!updated) throw new Error('El pedido no se guardó');
    // MARKET §7b: a Mercado Pago payment already recorded may cover the new total, or no longer.
    await totalChanged(tx, updated, row.totalCents);
    await noticeChange(tx, updated, 'cambio', notice, now);
    return pedidoView(tx, updated);
  });
  after.catalogChanged();
  after.mailQueued();
  return view;
}

/** POST /api/pedido/{id}/cancelar: the order is Anulado and everything it held goes back. */
export async function cancelPedido(
  db: Db,
  request: ChangeRequest,
  after: AfterCommit,
): Promise<PedidoView> {
  const { id, key, notice, now = new Date() } = request;
  const view = await db.transaction(async (tx) => {
    await lockChangeable(tx, id, key, now);
    await giveBack(tx, await heldBy(tx, id));
    const [updated] = await tx
      .update(sales)
      .set({ estado: ANNULLED_STATUS })
      .where(eq(sales.id, id))
      .returning();
    if (!updated) throw new Error('El pedido no se anuló');
    await noticeChange(tx, updated, 'cancelado', notice, now);
    return pedidoView(tx, updated);
  });
  after.catalogChanged();
  after.mailQueued();
  return view;
}
