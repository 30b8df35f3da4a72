// What sales post to the register by themselves (MARKET §2), always inside the sale's or the
// annulment's own transaction: the ledger entry commits with it or not at all.
import { shopToday } from '@feria/domain/dates';
import { annulEntryText, saleEntryText } from '@feria/domain/register';
import { and, eq, lte } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { cajaSesiones, cashEntries } from '../../db/schema.ts';

/**
 * The register a cash sale made at `moment` posts to: the one open at that moment and still
 * open. The shared row lock makes a concurrent "Cerrar caja" wait for this sale to commit, so
 * the count always includes it; once closed, the register is no longer found.
 */
async function registerOpenAt(tx: Tx, moment: Date): Promise<number | null> {
  const [row] = await tx
    .select({ id: cajaSesiones.id })
    .from(cajaSesiones)
    .where(and(eq(cajaSesiones.estado, 'abierta'), lte(cajaSesiones.abiertaEn, moment)))
    .for('share');
  return row?.id ?? null;
}

/** The register by id, when it is still open (locked as above). */
async function stillOpen(tx: Tx, id: number | null): Promise<number | null> {
  if (id === null) return null;
  const [row] = await tx
    .select({ id: cajaSesiones.id })
    .from(cajaSesiones)
    .where(and(eq(cajaSesiones.id, id), eq(cajaSesiones.estado, 'abierta')))
    .for('share');
  return row?.id ?? null;
}

/** A point-of-sale cash sale: Ingreso "Venta #{id}" on the Buenos Aires day of its moment. */
export async function postCashSale(
  tx: Tx,
  sale: { id: number; totalCents: number; moment: Date },
): Promise<void> {
  await tx.insert(cashEntries).values({
    tipo: 'Ingreso',
    montoCents: sale.totalCents,
    descripcion: saleEntryText(sale.id),
    fecha: shopToday(sale.moment),
    cajaSesionId: await registerOpenAt(tx, sale.moment),
    saleId: sale.id,
  });
}

/**
 * Annulling a point-of-sale cash sale: Gasto "Anulación venta #{id}" for what its Ingreso
 * took, in the sale's register if that is still open. The unique (sale, tipo) index makes it
 * happen once whatever races; a sale that never reached the ledger (sold before the register
 * existed) posts nothing, so the ledger never loses money it never had.
 */
export async function postCashAnnulment(tx: Tx, saleId: number, now = new Date()): Promise<void> {
  const [income] = await tx
    .select({ montoCents: cashEntries.montoCents, cajaSesionId: cashEntries.cajaSesionId })
    .from(cashEntries)
    .where(and(eq(cashEntries.saleId, saleId), eq(cashEntries.tipo, 'Ingreso')));
  if (!income) return;
  await tx
    .insert(cashEntries)
    .values({
      tipo: 'Gasto',
      montoCents: income.montoCents,
      descripcion: annulEntryText(saleId),
      fecha: shopToday(now),
      cajaSesionId: await stillOpen(tx, income.cajaSesionId),
      saleId,
    })
    .onConflictDoNothing();
}
