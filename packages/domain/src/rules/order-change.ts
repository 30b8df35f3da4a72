// The customer's own change of an order (MARKET §10): until when the order page offers it, and
// the body of PUT /api/pedido/{id}. When a change is allowed at all is sale-actions.ts's rule.
import { z } from 'zod';
import { MSG } from '../messages/shop.ts';
import { saleLineSchema } from '../schemas/sale.ts';
import { shopDateParts } from './dates.ts';
import { weekdayDayMonth } from './ferias.ts';

/** "Podés cambiarlo hasta el viernes 04/12 a las 20:00" (the cierre in Buenos Aires time). */
export function cambiarHastaText(cierre: string | Date): string {
  const { dia, hora } = shopDateParts(new Date(cierre));
  return `Podés cambiarlo hasta el ${weekdayDayMonth(dia)} a las ${hora}`;
}

/** PUT /api/pedido/{id}: the order's new lines (an empty list is refused by the server with
 * "El pedido debe tener al menos un producto"). */
export const pedidoChangeSchema = z.object({
  productos: z
    .array(saleLineSchema, { error: MSG.datosInvalidos })
    .max(200, { error: MSG.demasiadosProductos }),
});
