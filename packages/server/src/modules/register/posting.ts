// What sales post to the register by themselves (MARKET §2), always inside the sale's or the
// annulment's own transaction: the ledger entry commits with it or not at all.
import { shopToday } from '@feria/domain/rules/dates';
import { annulEntryText, saleEntryText } from '@feria/domain/rules/register';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { cajaSesiones, cashEntries } from '../../db/schema.ts';

/**
 * The register open now, when the server receives the sale. The shared row lock makes a
 * concurrent "Cerrar caja" wait for this sale to commit, so the count always includes it; once
 * closed, the register is no longer found.
 */
async function registerOpenNow(tx: Tx): Promise<number | null> {
  const [row] = await tx
    .select({ id: cajaSesiones.id })
    .from(cajaSesiones)
    .where(eq(cajaSesiones.estado, 'abierta'))
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

/**
 * MARKET §3: a sale that names the register the device had open cannot have been made before
 * that register was opened. False for such a moment; true otherwise (also for an unknown id).
 */
export async function momentFitsRegister(
  tx: Tx,
  cajaId: number | null,
  moment: Date,
): Promise<boolean> {
  if (cajaId === null) return true;
  const [row] = await tx
    .select({ abiertaEn: cajaSesiones.abiertaEn })
    .from(cajaSesiones)
    .where(eq(cajaSesiones.id, cajaId));
  return !row || row.abiertaEn.getTime() <= moment.getTime();
}

/**
 * A point-of-sale cash sale: Ingreso "Venta #{id}" on the Buenos Aires day of its moment, in the
 * register it names if still open, else in the register open on receipt: a backdated sale never
 * takes cash out of the open register's count. With neither, it goes to the ledger alone and the
 * answer is false: the sale is "fuera de caja".
 */
export async function postCashSale(
  tx: Tx,
  sale: { id: number; totalCents: number; moment: Date; cajaId: number | null },
): Promise<boolean> {
  const cajaSesionId = (await stillOpen(tx, sale.cajaId)) ?? (await registerOpenNow(tx));
  await tx.insert(cashEntries).values({
    tipo: 'Ingreso',
    montoCents: sale.totalCents,
    descripcion: saleEntryText(sale.id),
    fecha: shopToday(sale.moment),
    cajaSesionId,
    saleId: sale.id,
  });
  return cajaSesionId !== null;
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
