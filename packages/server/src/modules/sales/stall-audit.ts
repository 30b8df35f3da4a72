// MARKET §3: every point-of-sale sale is audited (`venta.crear`) with both its instants, the
// moment it was made and the one the server received it; a backdated one (queued offline, or a
// `creadaEn` sent on purpose) says so, and so does cash that found no register to go into.
import { shopDateParts } from '@feria/domain/rules/dates';
import { formatMoney } from '@feria/domain/rules/money';
import type { Tx } from '../../db/client.ts';
import { recordAudit } from '../audit/service.ts';
import type { AuditWho } from '../audit/who.ts';

/** A moment more than this before its receipt is "con fecha anterior". */
const BACKDATED_AFTER_MS = 60_000;

const when = (moment: Date) => {
  const { fecha, hora } = shopDateParts(moment);
  return `${fecha} ${hora}`;
};

export async function auditStallSale(
  tx: Tx,
  who: AuditWho,
  sale: {
    id: number;
    totalCents: number;
    formaPago: string;
    moment: Date;
    recibidaEn: Date;
    fueraDeCaja: boolean;
  },
): Promise<void> {
  const backdated = sale.recibidaEn.getTime() - sale.moment.getTime() > BACKDATED_AFTER_MS;
  const parts = [
    `Vendió en el puesto la venta N° ${sale.id} por ${formatMoney(sale.totalCents)} (${sale.formaPago})`,
    `hecha ${when(sale.moment)}, recibida ${when(sale.recibidaEn)}`,
    backdated ? 'con fecha anterior' : '',
    sale.fueraDeCaja ? 'efectivo fuera de caja' : '',
  ];
  await recordAudit(tx, {
    ...who,
    accion: 'venta.crear',
    detalle: parts.filter(Boolean).join(' · '),
  });
}
