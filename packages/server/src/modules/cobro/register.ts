// MARKET §7b, #49: cash a web order is paid with at the stall enters the register. A staff cobro
// in efectivo posts an Ingreso "Cobro pedido #{id}" to the open register, its devolucion a Gasto
// "Devolución pedido #{id}", in the transaction of the record; with no register open the entry
// goes to the ledger alone and the cobro is listed in "Efectivo fuera de caja".
import { shopToday } from '@feria/domain/rules/dates';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { cajaSesiones, cashEntries, type pagos, type sales } from '../../db/schema.ts';

const pagoEntryText = (tipo: 'cobro' | 'devolucion', saleId: number) =>
  tipo === 'cobro' ? `Cobro pedido #${saleId}` : `Devolución pedido #${saleId}`;

/** Posts the record's cash, when it is cash of a web order; false when no register was open. */
export async function postPagoCash(
  tx: Tx,
  sale: Pick<typeof sales.$inferSelect, 'id' | 'canal'>,
  pago: typeof pagos.$inferSelect,
): Promise<boolean> {
  // A stall sale's cash reached the register with the sale itself (register/posting.ts).
  if (sale.canal !== 'web' || pago.medio !== 'efectivo') return true;
  // The shared lock makes a concurrent "Cerrar caja" wait for this record to commit.
  const [open] = await tx
    .select({ id: cajaSesiones.id })
    .from(cajaSesiones)
    .where(eq(cajaSesiones.estado, 'abierta'))
    .for('share');
  await tx
    .insert(cashEntries)
    .values({
      tipo: pago.tipo === 'cobro' ? 'Ingreso' : 'Gasto',
      montoCents: pago.montoCents,
      descripcion: pagoEntryText(pago.tipo, sale.id),
      fecha: shopToday(pago.fecha),
      cajaSesionId: open?.id ?? null,
      pagoId: pago.id,
    })
    .onConflictDoNothing();
  return open !== undefined;
}
