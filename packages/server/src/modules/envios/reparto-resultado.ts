// POST /api/sheets/sale/{id}/reparto (MARKET §14): the stop's result. "Entregado" is Entregas'
// Entregado, and with `cobro` the order is also cobrado in the same transaction (cash into the
// open register); "No estaba" leaves the order open. A retried request changes nothing more.
import { COBRO_MSG } from '@feria/domain/messages/cobro';
import { ENVIO_MSG } from '@feria/domain/messages/envios';
import { MSG } from '@feria/domain/messages/shop';
import type { Cobro } from '@feria/domain/rules/cobro';
import { deriveCobro } from '@feria/domain/rules/pagos';
import { isStaffCobroMedio } from '@feria/domain/rules/payment';
import type { SaleStatus } from '@feria/domain/rules/sale-status';
import type { RepartoResultado } from '@feria/domain/schemas/envio-zona';
import type { Parada } from '@feria/domain/schemas/envios-api';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sales } from '../../db/schema.ts';
import type { AfterCommit } from '../../shared/after-commit.ts';
import { recordAudit } from '../audit/service.ts';
import type { AuditWho } from '../audit/who.ts';
import { addPagos, lockSale, pagoFact, pagosOf } from '../cobro/records.ts';
import type { MailContext } from '../mail/compose/layout.ts';
import { cobroOf } from '../sales/cobro-dto.ts';
import { moveStatus } from '../sales/manage/service.ts';

type ResultadoAnswer = {
  id: number;
  estadoPago: SaleStatus;
  estado: Parada['estado'];
  cobro: Cobro;
};
export type ResultadoOutcome =
  | { ok: true; answer: ResultadoAnswer; mailQueued: boolean }
  | { ok: false; status: 400 | 404 | 409; error: string };

const refuse = (status: 400 | 404 | 409, error: string) => ({ ok: false, status, error }) as const;

export async function repartoResultado(
  db: Db,
  id: number,
  body: RepartoResultado,
  ctx: MailContext,
  who: AuditWho,
): Promise<ResultadoOutcome> {
  return db.transaction(async (tx): Promise<ResultadoOutcome> => {
    const sale = await lockSale(tx, id);
    if (!sale) return refuse(404, MSG.ventaNoEncontrada);
    if (sale.estado === 'Anulado') return refuse(409, COBRO_MSG.ventaAnulada);
    if (sale.canal !== 'web' || sale.envio !== 'envio') return refuse(409, ENVIO_MSG.noEsEnvio);
    const medio = body.cobro?.medio;
    if (medio !== undefined && !isStaffCobroMedio(medio))
      return refuse(400, COBRO_MSG.medioInvalido);
    let mailQueued = false;
    if (body.resultado === 'no_estaba') {
      if (sale.estado === 'Entregado') return refuse(409, ENVIO_MSG.entregadoSoloAnular);
      await tx.update(sales).set({ repartoNoEstaba: true }).where(eq(sales.id, id));
      await recordAudit(tx, {
        ...who,
        accion: 'reparto.no_estaba',
        detalle: `Venta N° ${id}: no estaba`,
      });
    } else {
      const changed = sale.estado !== 'Entregado';
      if (changed) mailQueued = (await moveStatus(tx, sale, 'Entregado', ctx))?.mailQueued ?? false;
      let cobrado = false;
      if (medio !== undefined) {
        const falta = deriveCobro(
          (await pagosOf(tx, id)).map(pagoFact),
          sale.totalCents,
        ).faltaCents;
        if (falta > 0) {
          await addPagos(tx, sale, [
            { tipo: 'cobro', medio, montoCents: falta, quien: who.actor.email, staff: true },
          ]);
          cobrado = true;
        }
      }
      if (changed || cobrado) {
        const detalle = `Venta N° ${id}: entregado${cobrado ? ` y cobrado (${medio})` : ''}`;
        await recordAudit(tx, { ...who, accion: 'reparto.entregado', detalle });
      }
    }
    const [row] = await tx.select().from(sales).where(eq(sales.id, id));
    const after = row ?? sale;
    const estado: Parada['estado'] =
      after.estado === 'Entregado'
        ? 'entregado'
        : after.repartoNoEstaba
          ? 'no_estaba'
          : 'pendiente';
    return {
      ok: true,
      mailQueued,
      answer: { id, estadoPago: after.estado, estado, cobro: cobroOf(after) },
    };
  });
}

/** Announces the mail after commit, as every status change does. */
export function announceResultado(outcome: ResultadoOutcome, after: AfterCommit): ResultadoOutcome {
  if (outcome.ok && outcome.mailQueued) after.mailQueued();
  return outcome;
}
