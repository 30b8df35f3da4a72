// API.md round 5 (issue 57, finding 3): a stall QR paid after its sale was annulled (the admin
// annulled it while Mercado Pago already had the payment) is recorded as money to give back, and a
// refund of it in Mercado Pago records its devolucion; the annulled sale changes in nothing else.
import { pesosToCents } from '@feria/domain/rules/money';
import { hasRecord } from '@feria/domain/rules/pagos';
import type { MpOrder } from '@feria/domain/rules/qr-puesto';
import type { Tx } from '../../db/client.ts';
import type { AuditWho } from '../audit/who.ts';
import { pagoFact, pagosOf } from '../cobro/records.ts';
import { recordOnAnnulled } from '../cobro/sobre-anulada.ts';

/** Applies the order to the annulled sale (row locked by the caller); true when it recorded. */
export async function annulledQrOrder(
  tx: Tx,
  saleId: number,
  order: MpOrder,
  who: AuditWho,
  now: Date,
): Promise<boolean> {
  const externoId = order.pagoId ?? order.id;
  const records = (await pagosOf(tx, saleId)).map(pagoFact);
  const cobro = records.find((r) => r.tipo === 'cobro' && r.externoId === externoId);
  if (order.status === 'processed' && !cobro) {
    const paid = pesosToCents(order.totalPaidAmount);
    if (paid === null || paid <= 0) return false;
    const pago = { tipo: 'cobro' as const, medio: 'qr' as const, montoCents: paid, externoId };
    return recordOnAnnulled(tx, saleId, pago, who, now);
  }
  if (order.status === 'refunded' && cobro && !hasRecord(records, 'devolucion', externoId)) {
    const pago = { tipo: 'devolucion' as const, medio: 'qr' as const, externoId };
    return recordOnAnnulled(tx, saleId, { ...pago, montoCents: cobro.montoCents }, who, now);
  }
  return false;
}
