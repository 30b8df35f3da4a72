// Where sales enter the invoice queue (MARKET §12), inside the caller's transaction: the invoice
// exists only if the cobro commits, and ARCA is not touched until the worker's turn. Whether
// ARCA is on, and for which punto de venta, is written in `settings` by the server at start-up
// (every server of a shop has the same configuration), so a caller needs nothing but its tx.

import { shopToday } from '@feria/domain/rules/dates';
import { receptorDe } from '@feria/domain/rules/factura';
import { and, eq, sql } from 'drizzle-orm';
import type { ArcaConfig } from '../../config/arca.ts';
import type { DbOrTx } from '../../db/client.ts';
import { facturas, sales, settings } from '../../db/schema.ts';
import { moveInvoice } from './move.ts';

const KEY = 'arca_punto_venta';

/** Start-up: ARCA on for this punto de venta, or off (nothing more is queued). */
export async function announceArca(db: DbOrTx, arca: ArcaConfig | null): Promise<void> {
  if (!arca) {
    await db.delete(settings).where(eq(settings.key, KEY));
    return;
  }
  const value = arca.puntoVenta;
  await db
    .insert(settings)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}

async function puntoVenta(tx: DbOrTx): Promise<number | null> {
  const [row] = await tx.select().from(settings).where(eq(settings.key, KEY));
  return row ? Number(row.value) : null;
}

/** A Factura C for a sale that just became cobrado (once: a second call changes nothing). */
export async function queueInvoice(tx: DbOrTx, saleId: number): Promise<void> {
  const pv = await puntoVenta(tx);
  if (pv === null) return;
  const [sale] = await tx.select().from(sales).where(eq(sales.id, saleId));
  if (!sale) return;
  // The checkout already refused a bad documento; a stored one that no longer parses (a rule
  // changed) is invoiced to Consumidor Final rather than never.
  const parsed = receptorDe(sale.clienteDocumento, sale.clienteCondicionIva, 0);
  const receptor = parsed.ok
    ? parsed.receptor
    : { docTipo: 99, docNro: 0, condicionIvaReceptorId: 5 };
  await tx
    .insert(facturas)
    .values({
      saleId,
      tipo: 11,
      puntoVenta: pv,
      docTipo: receptor.docTipo,
      docNro: receptor.docNro,
      condicionIva: receptor.condicionIvaReceptorId,
      totalCents: sale.totalCents,
      cobroDia: shopToday(sale.cobroFecha ?? new Date()),
    })
    .onConflictDoNothing();
}

/**
 * A sale was annulled: an emitida invoice gets its Nota de Crédito C; a pendiente one is dropped,
 * or, when an attempt was sent, marked to be decided by FECompConsultar first (the worker then
 * gives it its credit note if ARCA has it); a rechazada one needs nothing.
 */
export async function queueCreditNote(tx: DbOrTx, saleId: number): Promise<void> {
  const [invoice] = await tx
    .select()
    .from(facturas)
    .where(and(eq(facturas.saleId, saleId), eq(facturas.tipo, 11)))
    .for('update');
  if (!invoice) return;
  if (invoice.estado === 'pendiente') {
    const id = eq(facturas.id, invoice.id);
    await (invoice.numero === null
      ? moveInvoice(tx, 'descartar', id)
      : moveInvoice(tx, 'marcarAnulada', id, { descartar: true, nextAttemptAt: sql`now()` }));
    return;
  }
  if (invoice.estado === 'emitida') await creditNoteFor(tx, invoice);
}

/** The Nota de Crédito C (CbteTipo 13) of an emitida invoice, same receiver and total. */
export async function creditNoteFor(tx: DbOrTx, invoice: typeof facturas.$inferSelect) {
  await tx
    .insert(facturas)
    .values({
      saleId: invoice.saleId,
      tipo: 13,
      puntoVenta: invoice.puntoVenta,
      docTipo: invoice.docTipo,
      docNro: invoice.docNro,
      condicionIva: invoice.condicionIva,
      totalCents: invoice.totalCents,
      cobroDia: shopToday(),
      asociadaId: invoice.id,
    })
    .onConflictDoNothing();
}
