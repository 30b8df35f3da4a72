// The one place a sale's payment records are written (MARKET §7b, ADR 0024). Every caller — the
// point of sale, staff marking cobro, the Mercado Pago webhook, and next QR and invoices — holds
// the sale's row lock (FOR UPDATE) in its own transaction and calls `addPagos`: the records go in,
// the cobro is derived again from all of them and cached on the sale, the register gets the cash
// of the stall, and `afterCobroChange` sees what changed, all in that transaction.
import {
  type CobroDerivado,
  deriveCobro,
  type PagoFact,
  type PagoTipo,
} from '@feria/domain/rules/pagos';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { pagos, sales } from '../../db/schema.ts';
import { queueInvoice } from '../facturas/queue.ts';
import { postPagoCash } from './register.ts';

export type SaleRow = typeof sales.$inferSelect;
export type PagoRow = typeof pagos.$inferSelect;

export type NewPago = {
  tipo: PagoTipo;
  medio: string;
  montoCents: number;
  externoId?: string | null;
  quien: string;
  /** Made by staff at the stall (cash of a web order enters the register). */
  staff?: boolean;
};

export const pagoFact = (row: PagoRow): PagoFact => ({
  id: row.id,
  tipo: row.tipo,
  medio: row.medio,
  montoCents: row.montoCents,
  externoId: row.externoId,
  fecha: row.fecha,
});

/** The sale's records, oldest first. */
export async function pagosOf(db: DbOrTx, saleId: number): Promise<PagoRow[]> {
  return db.select().from(pagos).where(eq(pagos.saleId, saleId)).orderBy(asc(pagos.id));
}

/** The sale's row, locked until the transaction ends: every write of a payment takes it first. */
export async function lockSale(tx: Tx, saleId: number): Promise<SaleRow | null> {
  const [row] = await tx.select().from(sales).where(eq(sales.id, saleId)).for('update');
  return row ?? null;
}

export type CobroChange = { before: CobroDerivado; after: CobroDerivado; added: PagoRow[] };

/**
 * Appends the records (a Mercado Pago payment already recorded for the sale is skipped by the
 * database's unique index), derives the cobro again and rewrites the sale's cache. The caller
 * holds the sale's row lock.
 */
export async function addPagos(
  tx: Tx,
  sale: SaleRow,
  nuevos: readonly NewPago[],
  now = new Date(),
): Promise<CobroChange> {
  const existing = await pagosOf(tx, sale.id);
  const before = deriveCobro(existing.map(pagoFact), sale.totalCents);
  const added: PagoRow[] = [];
  for (const p of nuevos) {
    const [row] = await tx
      .insert(pagos)
      .values({
        saleId: sale.id,
        tipo: p.tipo,
        medio: p.medio,
        montoCents: p.montoCents,
        externoId: p.externoId ?? null,
        fecha: now,
        quien: p.quien,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) continue;
    added.push(row);
    if (p.staff) await postPagoCash(tx, sale, row);
  }
  const after = deriveCobro([...existing, ...added].map(pagoFact), sale.totalCents);
  await writeCache(tx, sale.id, after);
  await afterCobroChange(tx, sale, before, after);
  return { before, after, added };
}

/** The sale's total changed (real weight §8, the customer's change §10): the same records may now
 * cover it, or no longer. The caller holds the row lock and passes the sale with its new total. */
export async function totalChanged(
  tx: Tx,
  sale: SaleRow,
  oldTotalCents: number,
): Promise<CobroDerivado> {
  const facts = (await pagosOf(tx, sale.id)).map(pagoFact);
  const before = deriveCobro(facts, oldTotalCents);
  const after = deriveCobro(facts, sale.totalCents);
  await writeCache(tx, sale.id, after);
  await afterCobroChange(tx, sale, before, after);
  return after;
}

/** The sale's cobro columns: a cache of the records, read by every figure (ADR 0024). */
async function writeCache(tx: Tx, saleId: number, cobro: CobroDerivado): Promise<void> {
  await tx
    .update(sales)
    .set({ cobroEstado: cobro.estado, cobroMedio: cobro.medio, cobroFecha: cobro.fecha })
    .where(eq(sales.id, saleId));
}

/**
 * The one point where a sale just became cobrado, or just stopped being cobrado, inside the
 * transaction of the record that did it: ARCA invoices (§12) hook here; nothing else may watch
 * the cobro columns. `before.estado === after.estado` never reaches the hooks.
 */
async function afterCobroChange(
  tx: Tx,
  sale: SaleRow,
  before: CobroDerivado,
  after: CobroDerivado,
): Promise<void> {
  if (before.estado === after.estado) return;
  // MARKET §12: a sale that becomes cobrado gets its Factura C (once: the queue keeps one per
  // sale); one that goes back to "no cobrado" keeps its invoice (money returned is an annulment).
  if (after.estado === 'cobrado') await queueInvoice(tx, sale.id);
}
