// "Cambió la fecha de tu pedido" (MARKET §1): to each customer whose order moved to another feria
// when its feria was cancelled, with the new day and place.

import { FERIA_MSG } from '@feria/domain/messages/ferias';
import { feriaOrderLine } from '@feria/domain/rules/ferias';
import { html } from '../../../shared/html.ts';
import type { MailMessage } from '../outbox.ts';
import { type MailContext, mailLayout } from './layout.ts';
import type { MailFeria } from './order-sections.ts';

export type MovedOrder = { id: number; nombre: string; correo: string; envio: string };

export function feriaMovedMail(
  order: MovedOrder,
  feria: MailFeria,
  ctx: MailContext,
): MailMessage | null {
  const to = order.correo.trim();
  if (!to) return null;
  const subject = FERIA_MSG.asuntoCambioFecha;
  const intro = `Hola ${order.nombre}, la feria de tu pedido N° ${order.id} se suspendió y lo pasamos a otra fecha.`;
  const line = `${feriaOrderLine(feria, order.envio)}.`;
  const p = 'margin:0 0 12px;';
  return {
    to,
    subject,
    html: mailLayout(
      ctx,
      subject,
      html`<p style="${p}">${intro}</p><p style="${p}"><strong>${line}</strong></p>`,
    ),
    text: `${subject}\n\n${intro}\n\n${line}\n\n${ctx.shopName} - ${ctx.publicUrl}\n`,
  };
}
