// "Reintentar" (MARKET §12): a rechazada invoice goes back to the queue, due now, as new.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { facturas, sales } from '../../db/schema.ts';
import { recordAudit } from '../audit/service.ts';
import type { AuditWho } from '../audit/who.ts';
import { moveInvoice } from './move.ts';

type RetryResult = 'ok' | 'not-found' | 'not-rejected';

export async function retryInvoice(db: Db, saleId: number, who: AuditWho): Promise<RetryResult> {
  return db.transaction(async (tx) => {
    const [sale] = await tx.select({ id: sales.id }).from(sales).where(eq(sales.id, saleId));
    if (!sale) return 'not-found';
    const [again] = await moveInvoice(
      tx,
      'reintentar',
      and(eq(facturas.saleId, saleId), eq(facturas.tipo, 11)),
      { observaciones: null, intentos: 0, lastError: null, nextAttemptAt: sql`now()` },
    );
    if (!again) return 'not-rejected';
    const detalle = `Venta N° ${saleId}: factura pedida otra vez a ARCA`;
    await recordAudit(tx, { ...who, accion: 'venta.factura', detalle });
    return 'ok';
  });
}
