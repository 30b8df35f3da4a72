// "Tu pedido #{id} se canceló porque no se confirmó" (API.md round 5): an Efectivo or Transferencia
// web order nobody confirmed VENCE_SIN_CONFIRMAR_HORAS after its feria's cierre is annulled by the
// server, and the customer is told.
import { html } from '../../../shared/html.ts';
import type { MailMessage } from '../outbox.ts';
import { type MailContext, mailLayout } from './layout.ts';

const unconfirmedSubject = (id: number) => `Tu pedido #${id} se canceló porque no se confirmó`;

export function unconfirmedMail(
  order: { id: number; nombre: string; correo: string },
  ctx: MailContext,
): MailMessage | null {
  const to = order.correo.trim();
  if (!to) return null;
  const subject = unconfirmedSubject(order.id);
  const intro = `Hola ${order.nombre}, tu pedido N° ${order.id} no se confirmó (ni pago ni retiro) después de la feria, así que lo cancelamos y los productos volvieron a la tienda.`;
  const again = 'Si todavía los querés, podés hacer un pedido nuevo.';
  const p = 'margin:0 0 12px;';
  return {
    to,
    subject,
    html: mailLayout(ctx, subject, html`<p style="${p}">${intro}</p><p style="${p}">${again}</p>`),
    text: `${subject}\n\n${intro}\n\n${again}\n\n${ctx.shopName} - ${ctx.publicUrl}\n`,
  };
}
