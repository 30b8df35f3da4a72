// API.md round 5 (issue 57, finding 3): money that reaches an Anulado sale — a Mercado Pago order
// paid after the customer cancelled it, a stall QR paid after the sale was annulled — is recorded
// like any payment (MARKET §7b: one record per payment and sale, kept by the database's unique
// index) but marked `sobreAnulada`: the sale stays Anulado and pendiente (no cache, register or
// invoice change), staff see "Pago recibido de una venta anulada: devolver" and Control counts it.
import { centsToFixed, fromCents } from '@feria/domain/rules/money';
import { devolverCents, type PagoTipo, QUIEN_MERCADOPAGO } from '@feria/domain/rules/pagos';
import { ANNULLED_STATUS } from '@feria/domain/rules/sale-status';
import { eq, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf, type Tx } from '../../db/client.ts';
import { pagos, sales } from '../../db/schema.ts';
import { recordAudit } from '../audit/service.ts';
import type { AuditWho } from '../audit/who.ts';
import { pagosOf } from './records.ts';

export type AnnulledPago = {
  tipo: PagoTipo;
  medio: 'mercadopago' | 'qr';
  montoCents: number;
  externoId: string;
};

/**
 * Records the payment of the annulled sale (its row locked by the caller); false when this very
 * payment was recorded already (the same notification again, or two at once). A cobro is audited
 * `pago.sobre_anulada` naming the sale and the payment.
 */
export async function recordOnAnnulled(
  tx: Tx,
  saleId: number,
  pago: AnnulledPago,
  who: AuditWho,
  now = new Date(),
): Promise<boolean> {
  const [row] = await tx
    .insert(pagos)
    .values({ saleId, ...pago, fecha: now, quien: QUIEN_MERCADOPAGO, sobreAnulada: true })
    .onConflictDoNothing()
    .returning({ id: pagos.id });
  if (!row) return false;
  if (pago.tipo === 'cobro') {
    const detalle = `Venta N° ${saleId} anulada: pago ${pago.externoId} por $ ${centsToFixed(pago.montoCents)} recibido, para devolver`;
    await recordAudit(tx, { ...who, accion: 'pago.sobre_anulada', detalle });
  }
  return true;
}

/** The Sale's `devolver` (admin detail): present only while an annulled sale holds such money. */
export async function devolverOf(
  db: DbOrTx,
  sale: { id: number; estado: string },
): Promise<{ devolver?: { monto: number } }> {
  if (sale.estado !== ANNULLED_STATUS) return {};
  const cents = devolverCents(await pagosOf(db, sale.id));
  return cents > 0 ? { devolver: { monto: fromCents(cents) } } : {};
}

/** Control's "Pagos de ventas anuladas para devolver": annulled sales still holding such money. */
export async function annulledToGiveBack(db: DbOrTx): Promise<number> {
  const neto = sql`sum(case when ${pagos.tipo} = 'cobro' then ${pagos.montoCents} else -${pagos.montoCents} end)`;
  const rows = rowsOf<{ n: unknown }>(
    await db.execute(sql`
      select count(*)::int as n from (
        select ${pagos.saleId} from ${pagos}
        join ${sales} on ${eq(sales.id, pagos.saleId)}
        where ${sales.estado} = ${ANNULLED_STATUS}
        group by ${pagos.saleId}
        having bool_or(${pagos.sobreAnulada}) and ${neto} > 0
      ) as t`),
  );
  return Number(rows[0]?.n ?? 0);
}
