// "Tu pedido #{id} se canceló porque no se pagó" (API.md round 4): a Mercado Pago order nobody
// paid within VENCE_PAGO_HORAS is annulled by the server, and the customer is told.
import { html } from '../../../shared/html.ts';
import type { MailMessage } from '../outbox.ts';
import { type MailContext, mailLayout } from './layout.ts';

const unpaidSubject = (id: number) => `Tu pedido #${id} se canceló porque no se pagó`;

export function unpaidMail(
  order: { id: number; nombre: string; correo: string },
  ctx: MailContext,
): MailMessage | null {
  const to = order.correo.trim();
  if (!to) return null;
  const subject = unpaidSubject(order.id);
  const intro = `Hola ${order.nombre}, el pago de tu pedido N° ${order.id} con Mercado Pago no llegó a tiempo, así que lo cancelamos y los productos volvieron a la tienda.`;
  const again = 'Si todavía los querés, podés hacer un pedido nuevo.';
  const p = 'margin:0 0 12px;';
  return {
    to,
    subject,
    html: mailLayout(ctx, subject, html`<p style="${p}">${intro}</p><p style="${p}">${again}</p>`),
    text: `${subject}\n\n${intro}\n\n${again}\n\n${ctx.shopName} - ${ctx.publicUrl}\n`,
  };
}
