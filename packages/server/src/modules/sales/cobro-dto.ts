import type { Cobro } from '@feria/domain/rules/cobro';
import type { sales } from '../../db/schema.ts';

type CobroFields = Pick<
  typeof sales.$inferSelect,
  'id' | 'formaPago' | 'cobroEstado' | 'cobroMedio' | 'cobroFecha' | 'comprobanteEn'
> &
  Partial<Pick<typeof sales.$inferSelect, 'mpPagoId' | 'mpPagoEstado' | 'mpOrdenId'>>;

/** Where staff read a sale's receipt (the customer's upload). */
const comprobantePath = (id: number) => `/api/sheets/sale/${id}/comprobante`;

/** The `cobro` of every Sale answer (MARKET §7); the method is the sale's unless it was paid
 * another way at the stall; the Mercado Pago payment that last touched it, if any. */
export function cobroOf(row: CobroFields): Cobro {
  return {
    estado: row.cobroEstado,
    medio: row.cobroMedio ?? row.formaPago,
    fecha: row.cobroFecha ? row.cobroFecha.toISOString() : null,
    comprobante: row.comprobanteEn ? comprobantePath(row.id) : null,
    mercadoPago: row.mpPagoId
      ? {
          pagoId: row.mpPagoId,
          estado: row.mpPagoEstado ?? '',
          ...(row.mpOrdenId ? { ordenId: row.mpOrdenId } : {}),
        }
      : null,
  };
}
