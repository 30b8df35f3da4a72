// The server annulled a web order nobody paid or confirmed in time, and tells the customer:
// "Tu pedido #{id} se canceló porque no se pagó" (API.md round 4: a Mercado Pago order unpaid
// after VENCE_PAGO_HORAS) or "… porque no se confirmó" (round 5: an Efectivo or Transferencia order
// nobody confirmed VENCE_SIN_CONFIRMAR_HORAS after its feria's cierre).
import { html } from '../../../shared/html.ts';
import type { MailMessage } from '../outbox.ts';
import { type MailContext, mailLayout } from './layout.ts';

type Order = { id: number; nombre: string; correo: string };

const WHY = {
  pago: {
    subject: (id: number) => `Tu pedido #${id} se canceló porque no se pagó`,
    intro: (o: Order) =>
      `Hola ${o.nombre}, el pago de tu pedido N° ${o.id} con Mercado Pago no llegó a tiempo, así que lo cancelamos y los productos volvieron a la tienda.`,
  },
  confirmacion: {
    subject: (id: number) => `Tu pedido #${id} se canceló porque no se confirmó`,
    intro: (o: Order) =>
      `Hola ${o.nombre}, tu pedido N° ${o.id} no se confirmó (ni pago ni retiro) después de la feria, así que lo cancelamos y los productos volvieron a la tienda.`,
  },
} as const;

export type ExpiredBecause = keyof typeof WHY;

export function expiredOrderMail(
  order: Order,
  because: ExpiredBecause,
  ctx: MailContext,
): MailMessage | null {
  const to = order.correo.trim();
  if (!to) return null;
  const subject = WHY[because].subject(order.id);
  const intro = WHY[because].intro(order);
  const again = 'Si todavía los querés, podés hacer un pedido nuevo.';
  const p = 'margin:0 0 12px;';
  return {
    to,
    subject,
    html: mailLayout(ctx, subject, html`<p style="${p}">${intro}</p><p style="${p}">${again}</p>`),
    text: `${subject}\n\n${intro}\n\n${again}\n\n${ctx.shopName} - ${ctx.publicUrl}\n`,
  };
}
