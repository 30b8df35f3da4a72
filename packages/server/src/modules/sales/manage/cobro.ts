// PUT /api/sheets/sale/{id}/cobro (MARKET §7): staff record that a web order's money arrived, or
// take it back; an annulled sale's cobro never changes. Audited as `venta.cobro`.
import { canChangeCobro } from '@feria/domain/rules/cobro';
import type { PaymentMethod } from '@feria/domain/rules/payment';
import type { SaleDetail } from '@feria/domain/schemas/api-types';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { comprobantes, sales } from '../../../db/schema.ts';
import { recordAudit } from '../../audit/service.ts';
import type { AuditWho } from '../../audit/who.ts';
import { queueInvoice } from '../../facturas/queue.ts';
import { findSaleDetail } from './service.ts';

export type CobroResult =
  | { ok: true; sale: SaleDetail }
  | { ok: false; reason: 'not-found' | 'annulled' };

export type CobroChange = { cobrado: boolean; medio?: PaymentMethod | undefined };

export async function setCobro(
  db: Db,
  id: number,
  change: CobroChange,
  who: AuditWho,
  now = new Date(),
): Promise<CobroResult> {
  return db.transaction(async (tx): Promise<CobroResult> => {
    const [row] = await tx.select().from(sales).where(eq(sales.id, id)).for('update');
    if (!row) return { ok: false, reason: 'not-found' };
    if (!canChangeCobro(row.estado)) return { ok: false, reason: 'annulled' };
    const medio = change.medio ?? row.cobroMedio ?? null;
    await tx
      .update(sales)
      .set(
        change.cobrado
          ? // Marking it cobrado again keeps the moment it first came in.
            { cobroEstado: 'cobrado', cobroMedio: medio, cobroFecha: row.cobroFecha ?? now }
          : { cobroEstado: 'pendiente', cobroMedio: null, cobroFecha: null },
      )
      .where(eq(sales.id, id));
    if (change.cobrado) await queueInvoice(tx, id); // MARKET §12
    const como = change.cobrado ? `cobrada (${medio ?? row.formaPago})` : 'sin cobrar';
    await recordAudit(tx, { ...who, accion: 'venta.cobro', detalle: `Venta N° ${id}: ${como}` });
    const sale = await findSaleDetail(tx, id);
    if (!sale) throw new Error('La venta desapareció');
    return { ok: true, sale };
  });
}

/** The customer's receipt of a sale, for staff; null when there is none. */
export async function findComprobante(db: Db, id: number) {
  const [row] = await db
    .select({ tipo: comprobantes.tipo, bytes: comprobantes.bytes })
    .from(comprobantes)
    .where(eq(comprobantes.saleId, id));
  return row ?? null;
}
