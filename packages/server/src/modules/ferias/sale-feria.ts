// Which feria a new sale belongs to (MARKET §1, §3), decided inside createSale's transaction.
// The chosen feria's row is locked FOR SHARE, so a cancellation or an edit of its cut-off
// committing at the same time waits for this sale (or this sale sees its result): the cut-off is
// compared with the sale's `moment`, never with the clock of another request.

import { shopDateParts } from '@feria/domain/rules/dates';
import { feriaForOrder, isFeriaOpen, posSaleFeria } from '@feria/domain/rules/ferias';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { ferias } from '../../db/schema.ts';
import type { FeriaRow } from './dto.ts';
import { upcomingFeriaRows } from './service.ts';

export type SaleFeria =
  | { ok: true; feria: FeriaRow | null }
  | { ok: false; reason: 'feria-missing' | 'feria-closed' | 'feria-elegir' };

export async function saleFeria(
  tx: Tx,
  sale: { canal: 'web' | 'pos'; feriaId?: number | null | undefined },
  moment: Date,
): Promise<SaleFeria> {
  if (sale.canal === 'pos') {
    const sameDay = await tx
      .select()
      .from(ferias)
      .where(and(eq(ferias.fecha, shopDateParts(moment).dia), eq(ferias.estado, 'programada')))
      .for('share');
    // Several today: the sale names the one the stall sells for (MARKET §1).
    const pos = posSaleFeria(sameDay, moment, sale.feriaId);
    if (pos.ok) return pos;
    return { ok: false, reason: pos.reason === 'elegir' ? 'feria-elegir' : 'feria-missing' };
  }
  if (sale.feriaId === undefined || sale.feriaId === null) {
    // The domain's rule picks the next open feria among the upcoming ones (locked FOR SHARE).
    return { ok: true, feria: feriaForOrder(await upcomingFeriaRows(tx, moment, true), moment) };
  }
  const [chosen] = await tx.select().from(ferias).where(eq(ferias.id, sale.feriaId)).for('share');
  if (chosen?.estado !== 'programada') return { ok: false, reason: 'feria-missing' };
  if (!isFeriaOpen({ estado: 'programada', cierre: chosen.cierre }, moment)) {
    return { ok: false, reason: 'feria-closed' };
  }
  return { ok: true, feria: chosen };
}
