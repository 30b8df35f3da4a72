// Sales management (admin): the list, one sale, its status and its annulment. A status change
// and the customer's e-mail are one transaction (the outbox), so neither happens without the
// other; annulling gives the stock back exactly once, however many requests race for it.
import type { FacturaFiltro } from '@feria/domain/rules/factura';
import { annulPostsCash } from '@feria/domain/rules/register';
import { ANNULLED_STATUS, canTransition, type SaleStatus } from '@feria/domain/rules/sale-status';
import type { SaleCard } from '@feria/domain/rules/sales-search';
import type { SaleDetail } from '@feria/domain/schemas/api-types';
import type { PageQuery } from '@feria/domain/schemas/paging';
import { and, asc, count, desc, eq, isNotNull, ne, not, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../../db/client.ts';
import { facturas, products, saleLines, sales } from '../../../db/schema.ts';
import type { AfterCommit } from '../../../shared/after-commit.ts';
import { recordAudit } from '../../audit/service.ts';
import type { AuditWho } from '../../audit/who.ts';
import { devolverOf } from '../../cobro/sobre-anulada.ts';
import { type StaffCobroRefusal, setCobroIn } from '../../cobro/staff.ts';
import { facturasOf } from '../../facturas/dto.ts';
import { queueCreditNote } from '../../facturas/queue.ts';
import { feriaRefsOf, refOf } from '../../ferias/dto.ts';
import type { MailContext } from '../../mail/compose/layout.ts';
import { queueStatusMail } from '../../mail/status-mail.ts';
import { postCashAnnulment } from '../../register/posting.ts';
import { queueNotices } from '../../whatsapp/queue.ts';
import { avisosOf } from '../../whatsapp/sale-avisos.ts';
import { type SaleRow, toSaleCard, toSaleDetail } from './dto.ts';

export type StatusResult =
  | { ok: true; id: number; estadoPago: SaleStatus; stockReturned: boolean; mailQueued: boolean }
  | { ok: false; reason: 'not-found' | 'annulled' | 'delivered' };

/**
 * MARKET §12: "Sin factura" is a cobrado sale with no emitida Factura C (pending, rejected or
 * never queued); "Factura rechazada" one whose Factura C ARCA rejected.
 */
function facturaWhere(filtro: FacturaFiltro | undefined) {
  if (filtro === undefined) return undefined;
  const factura = (estado: string) =>
    sql`exists (select 1 from ${facturas} where ${facturas.saleId} = ${sales.id} and ${facturas.tipo} = 11 and ${facturas.estado} = ${estado})`;
  if (filtro === 'rechazada') return factura('rechazada');
  return and(eq(sales.cobroEstado, 'cobrado'), not(factura('emitida')));
}

/** MARKET §7 (round 5): a customer's receipt waiting on an order not cobrado, not Anulado. */
export const receiptToReview = () =>
  and(
    isNotNull(sales.comprobanteEn),
    ne(sales.cobroEstado, 'cobrado'),
    ne(sales.estado, ANNULLED_STATUS),
  );

/** One page of the sales but the annulled ones, newest first, and how many there are. */
export async function listSaleCards(
  db: Db,
  page: PageQuery,
  filtro?: FacturaFiltro,
  comprobante?: 'pendiente',
): Promise<{ items: SaleCard[]; total: number }> {
  const where = and(
    ne(sales.estado, ANNULLED_STATUS),
    facturaWhere(filtro),
    comprobante ? receiptToReview() : undefined,
  );
  const rows = await db
    .select()
    .from(sales)
    .where(where)
    .orderBy(desc(sales.createdAt), desc(sales.id))
    .limit(page.limit)
    .offset(page.offset);
  const [row] = await db.select({ n: count() }).from(sales).where(where);
  const refs = await feriaRefsOf(
    db,
    rows.map((r) => r.feriaId),
  );
  return {
    items: rows.map((sale) => toSaleCard(sale, refOf(refs, sale.feriaId))),
    total: row?.n ?? 0,
  };
}

async function linesOf(db: DbOrTx, saleId: number) {
  return db.select().from(saleLines).where(eq(saleLines.saleId, saleId)).orderBy(asc(saleLines.id));
}

/** One sale with its lines; an annulled sale stays readable. */
export async function findSaleDetail(db: DbOrTx, id: number): Promise<SaleDetail | null> {
  const [row] = await db.select().from(sales).where(eq(sales.id, id));
  if (!row) return null;
  const refs = await feriaRefsOf(db, [row.feriaId]);
  const detail = toSaleDetail(row, await linesOf(db, id), refOf(refs, row.feriaId));
  return {
    ...detail,
    ...(await facturasOf(db, id)),
    ...(await devolverOf(db, row)),
    avisos: await avisosOf(db, id),
  };
}

/**
 * Annuls inside an open transaction. The conditional UPDATE is the guard: of two racing
 * requests only one gets the row back (PostgreSQL re-checks `estado` after the first commits),
 * and only that one returns the stock and writes to the customer.
 */
/** Also used by subscriptions (MARKET §9) to annul their open orders. */
export async function annulIn(
  tx: Tx,
  id: number,
  ctx: MailContext,
  statusMail = true,
): Promise<StatusResult> {
  const [annulled] = await tx
    .update(sales)
    .set({ estado: ANNULLED_STATUS })
    .where(and(eq(sales.id, id), ne(sales.estado, ANNULLED_STATUS)))
    .returning();
  if (!annulled) {
    const [exists] = await tx.select({ id: sales.id }).from(sales).where(eq(sales.id, id));
    return { ok: false, reason: exists ? 'annulled' : 'not-found' };
  }
  // Product by product in id order, the same order stock is taken in, so a concurrent sale and
  // this annulment never wait on each other in a circle.
  const returned = await tx
    .select({
      productId: saleLines.productId,
      cantidad: sql<number>`sum(${saleLines.cantidad})::int`,
    })
    .from(saleLines)
    .where(and(eq(saleLines.saleId, id), isNotNull(saleLines.productId)))
    .groupBy(saleLines.productId)
    .orderBy(asc(saleLines.productId));
  for (const line of returned) {
    if (line.productId === null) continue;
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.cantidad}`, updatedAt: new Date() })
      .where(eq(products.id, line.productId));
  }
  // MARKET §2: a stall cash sale gives its money back in the ledger, once.
  if (annulPostsCash(annulled)) {
    await postCashAnnulment(tx, id);
  }
  await queueCreditNote(tx, id); // MARKET §12
  // An expired order gets its own message instead (expire-unpaid.ts).
  const mailQueued = statusMail
    ? await queueStatusMail(tx, annulled, await linesOf(tx, id), ctx)
    : false;
  return {
    ok: true,
    id,
    estadoPago: ANNULLED_STATUS,
    stockReturned: returned.length > 0,
    mailQueued,
  };
}

/** Once committed: fresh stock for the catalogue, and the worker woken for the e-mail. */
function announced(result: StatusResult, after: AfterCommit): StatusResult {
  if (result.ok && result.stockReturned) after.catalogChanged();
  if (result.ok && result.mailQueued) after.mailQueued();
  return result;
}

const auditAnnul = (tx: Tx, id: number, who: AuditWho) =>
  recordAudit(tx, { ...who, accion: 'venta.anular', detalle: `Anuló la venta N° ${id}` });

/**
 * DELETE /api/sheets/delete/sale/{id}: a sale is never erased, it is annulled. Annulling an
 * annulled sale changes nothing and is not an error (the sale is as the caller wants it).
 */
export async function annulSale(
  db: Db,
  id: number,
  ctx: MailContext,
  who: AuditWho,
  after: AfterCommit,
): Promise<StatusResult> {
  const result = await db.transaction(async (tx) => {
    const annulled = await annulIn(tx, id, ctx);
    if (annulled.ok) await auditAnnul(tx, id, who);
    return annulled;
  });
  if (!result.ok && result.reason === 'annulled') {
    return { ok: true, id, estadoPago: ANNULLED_STATUS, stockReturned: false, mailQueued: false };
  }
  return announced(result, after);
}

/**
 * Moves a sale (its row locked by the caller) to `estado` when the transition table allows it and
 * queues the customer's e-mail; null when the table refuses. Every status change but the
 * annulment goes through here.
 */
export async function moveStatus(
  tx: Tx,
  row: SaleRow,
  estado: SaleStatus,
  ctx: MailContext,
): Promise<{ mailQueued: boolean } | null> {
  if (row.estado === ANNULLED_STATUS || estado === ANNULLED_STATUS) return null;
  if (!canTransition(row.estado, estado)) return null;
  // MARKET §2: the moment of the hand-over, for the arqueo's "Entregados hoy sin cobrar".
  const entregadoEn = estado === 'Entregado' && row.estado !== 'Entregado' ? new Date() : undefined;
  await tx
    .update(sales)
    .set(entregadoEn ? { estado, entregadoEn } : { estado })
    .where(eq(sales.id, row.id));
  // MARKET §13.3: one change or "Marcar todos como Listo" alike; once per order however often.
  if (estado === 'Listo') await queueNotices(tx, 'pedido.listo', [row.id]);
  const mailQueued = await queueStatusMail(tx, { ...row, estado }, await linesOf(tx, row.id), ctx);
  return { mailQueued };
}

/** The cobro that comes with Entregas' "Entregado": the medio the seller tapped. */
export type HandOverCobro = { medio: string; isAdmin: boolean };

/** Thrown inside the hand-over's transaction so the status change is undone with the cobro. */
export class CobroRefusedError extends Error {
  constructor(readonly reason: StaffCobroRefusal) {
    super(reason);
  }
}

/** Sets a status allowed by the transition table and queues the customer's e-mail. */
export async function changeSaleState(
  db: Db,
  id: number,
  estado: SaleStatus,
  ctx: MailContext,
  who: AuditWho,
  after: AfterCommit,
  cobro?: HandOverCobro,
): Promise<StatusResult> {
  const result = await db.transaction(async (tx): Promise<StatusResult> => {
    if (estado === ANNULLED_STATUS) {
      const annulled = await annulIn(tx, id, ctx);
      if (annulled.ok) await auditAnnul(tx, id, who);
      return annulled;
    }
    const [row] = await tx.select().from(sales).where(eq(sales.id, id)).for('update');
    if (!row) return { ok: false, reason: 'not-found' } as const;
    const moved = await moveStatus(tx, row, estado, ctx);
    if (!moved) {
      return { ok: false, reason: row.estado === ANNULLED_STATUS ? 'annulled' : 'delivered' };
    }
    await recordAudit(tx, {
      ...who,
      accion: 'venta.estado',
      detalle: `Venta N° ${id}: ${row.estado} → ${estado}`,
    });
    // MARKET §2 (round 5): "Entregado" with the medio records the cobro in the same step; a
    // refusal undoes the hand-over too.
    if (cobro) {
      const charged = await setCobroIn(
        tx,
        id,
        { cobrado: true, medio: cobro.medio },
        who,
        cobro.isAdmin,
      );
      if (!charged.ok) throw new CobroRefusedError(charged.reason);
    }
    return { ok: true, id, estadoPago: estado, stockReturned: false, ...moved } as const;
  });
  return announced(result, after);
}
