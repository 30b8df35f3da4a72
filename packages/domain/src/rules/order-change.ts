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

/** API.md round 5: a change's mails ("Cambiaste tu pedido", the shop's notice) go at most once per
 * order in this time. */
export const CAMBIO_AVISO_MS = 10 * 60 * 1000;

/**
 * When the mails of a change made `now` go, given when the order's last change mails went or are
 * held to go (`last`): at once the first time or once 10 minutes passed; otherwise held until the
 * 10 minutes are over — the same moment as a mail already held (`last` still ahead), which then
 * takes the order as it is now.
 */
export function changeMailDue(last: Date | null, now: Date): Date {
  if (last === null) return now;
  if (last.getTime() > now.getTime()) return last;
  const free = last.getTime() + CAMBIO_AVISO_MS;
  return now.getTime() >= free ? now : new Date(free);
}
