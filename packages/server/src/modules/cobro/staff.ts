// PUT /api/sheets/sale/{id}/cobro (MARKET §7, §7b; API.md round 4): staff say a sale's money came
// in, or take it back, as records. Checked in API.md's order once the sale is locked: annulled
// (409), point-of-sale sale by a seller (409), medio (400, admins too), admin only (403) for going
// back to no cobrado and for any change on a Mercado Pago order.
import { canChangeCobro } from '@feria/domain/rules/cobro';
import { deriveCobro, standingCobros } from '@feria/domain/rules/pagos';
import { isStaffCobroMedio } from '@feria/domain/rules/payment';
import type { Db, Tx } from '../../db/client.ts';
import { recordAudit } from '../audit/service.ts';
import type { AuditWho } from '../audit/who.ts';
import { addPagos, lockSale, type NewPago, pagoFact, pagosOf, type SaleRow } from './records.ts';

export type StaffCobroRefusal = 'not-found' | 'annulled' | 'pos' | 'medio' | 'admin';
export type StaffCobroResult = { ok: true } | { ok: false; reason: StaffCobroRefusal };

export type StaffCobroChange = { cobrado: boolean; medio?: string | undefined };

/** Which refusal, if any, applies, in API.md's order. Pure over the locked row. */
function staffCobroRefusal(
  sale: Pick<SaleRow, 'estado' | 'canal' | 'formaPago'>,
  change: StaffCobroChange,
  isAdmin: boolean,
): StaffCobroRefusal | null {
  if (!canChangeCobro(sale.estado)) return 'annulled';
  if (sale.canal === 'pos' && !isAdmin) return 'pos';
  if (change.medio !== undefined && !isStaffCobroMedio(change.medio)) return 'medio';
  if (!isAdmin && (!change.cobrado || sale.formaPago === 'mercadopago')) return 'admin';
  return null;
}

export async function setCobroByStaff(
  db: Db,
  id: number,
  change: StaffCobroChange,
  who: AuditWho,
  isAdmin: boolean,
): Promise<StaffCobroResult> {
  return db.transaction((tx) => setCobroIn(tx, id, change, who, isAdmin));
}

/** The same inside the caller's transaction (Entregas' "Entregado" that also cobra, MARKET §2). */
export async function setCobroIn(
  tx: Tx,
  id: number,
  change: StaffCobroChange,
  who: AuditWho,
  isAdmin: boolean,
): Promise<StaffCobroResult> {
  const sale = await lockSale(tx, id);
  if (!sale) return { ok: false, reason: 'not-found' };
  const refusal = staffCobroRefusal(sale, change, isAdmin);
  if (refusal) return { ok: false, reason: refusal };
  const records = (await pagosOf(tx, id)).map(pagoFact);
  const quien = who.actor.email;
  let nuevos: NewPago[];
  if (change.cobrado) {
    const falta = deriveCobro(records, sale.totalCents).faltaCents;
    const medio = change.medio ?? sale.formaPago;
    nuevos = falta > 0 ? [{ tipo: 'cobro', medio, montoCents: falta, quien, staff: true }] : [];
  } else {
    // Each cobro still standing is given back with its amount and medio (a Mercado Pago one
    // names its payment, so a later refund notification of it adds nothing more).
    nuevos = standingCobros(records).map(({ record, montoCents }) => ({
      tipo: 'devolucion',
      medio: record.medio,
      montoCents,
      externoId: record.externoId,
      quien,
      staff: true,
    }));
  }
  // Marking what already is: nothing is added, nothing audited, the answer is the same 200.
  if (nuevos.length === 0) return { ok: true };
  const { after } = await addPagos(tx, sale, nuevos);
  const como = change.cobrado ? `cobrada (${after.medio ?? sale.formaPago})` : 'sin cobrar';
  await recordAudit(tx, { ...who, accion: 'venta.cobro', detalle: `Venta N° ${id}: ${como}` });
  return { ok: true };
}
