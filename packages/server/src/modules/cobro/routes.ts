// GET /api/sheets/sale/{id}/pagos (MARKET §7b, staff): the sale's payment records, oldest first.
import { MSG } from '@feria/domain/messages/shop';
import { fromCents } from '@feria/domain/rules/money';
import type { Pago } from '@feria/domain/rules/pagos';
import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, sales } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { idParams } from '../../http/id-param.ts';
import type { Api } from '../../http/zod-provider.ts';
import { pagosOf } from './records.ts';

export function pagosRoute(app: Api, db: Db): void {
  const staffSale = {
    config: { access: 'staff' as const },
    schema: { params: idParams(MSG.ventaNoEncontrada) },
  };
  app.get('/api/sheets/sale/:id/pagos', staffSale, async (request): Promise<Pago[]> => {
    const { id } = request.params;
    const [sale] = await db.select({ id: sales.id }).from(sales).where(eq(sales.id, id));
    if (!sale) throw new HttpError(404, MSG.ventaNoEncontrada);
    const rows = await pagosOf(db, id);
    const partial = await partlyRefunded(db, id);
    return rows.map((r) => ({
      id: r.id,
      tipo: r.tipo,
      medio: r.medio,
      monto: fromCents(r.montoCents),
      externoId: r.externoId,
      fecha: r.fecha.toISOString(),
      quien: r.quien,
      ...(r.tipo === 'cobro' && r.externoId && partial.has(r.externoId)
        ? { revisarDevolucion: true as const }
        : {}),
    }));
  });
}

/** The Mercado Pago payments of the sale that Mercado Pago reports partly given back (API.md
 * round 4, audited `mercadopago.devolucion_parcial` by the webhook): staff see "Revisar devolución
 * parcial" on them. */
async function partlyRefunded(db: Db, saleId: number): Promise<Set<string>> {
  const prefix = `Venta N° ${saleId}: pago `;
  const rows = await db
    .select({ detalle: auditLog.detalle })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.accion, 'mercadopago.devolucion_parcial'),
        like(auditLog.detalle, `${prefix}%`),
      ),
    );
  return new Set(rows.map((r) => r.detalle.slice(prefix.length).split(' ')[0] ?? ''));
}
