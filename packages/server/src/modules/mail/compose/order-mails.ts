// The three e-mails of a sale (SPEC §7, DESIGN §3.11): "Gracias por tu compra" to the customer,
// "Tenes una nueva Venta!" to the shop, "Actualizamos el estado de tu compra!" on a status change.
import { MSG } from '@feria/domain/messages/shop';
import { mailStatusText, type SaleStatus } from '@feria/domain/rules/sale-status';
import { pesadoText } from '@feria/domain/rules/weight';
import { html } from '../../../shared/html.ts';
import type { MailMessage } from '../outbox.ts';
import { type MailContext, mailLayout } from './layout.ts';
import {
  type MailFeria,
  type MailOrder,
  orderHtml,
  orderText,
  statusBadge,
} from './order-sections.ts';
import { transferHtml, transferRows, transferText } from './transfer-section.ts';

export type { MailFeria, MailOrder };

const paragraph = 'margin:0 0 12px;';

/** "Ver tu pedido" (MARKET §7): the order page's private link, and for a transfer the reference. */
function pageParts(order: MailOrder, pedidoUrl: string | undefined) {
  if (!pedidoUrl) return { html: html``, text: '' };
  const reference = order.formaPago === 'transferencia' ? REFERENCIA : '';
  return {
    html: html`<p style="${paragraph}"><a href="${pedidoUrl}">Ver tu pedido</a>${reference ? html`<br>${reference}` : ''}</p>`,
    text: `Ver tu pedido: ${pedidoUrl}${reference ? `\n${reference}` : ''}`,
  };
}

const REFERENCIA = 'Usá el número de pedido como referencia';
const CONTENIDO = 'Contenido de esta semana';

/** To the customer's correo; null when the sale has none (a point-of-sale sale may not).
 * `pedidoUrl` is the order page's absolute link, when the order has one. */
export function customerOrderMail(
  order: MailOrder,
  ctx: MailContext,
  pedidoUrl?: string,
  subject: string = MSG.asuntoCompra,
  contenido = '',
): MailMessage | null {
  const to = order.cliente.correo.trim();
  if (!to) return null;
  const intro = `Hola ${order.cliente.nombre}, recibimos tu pedido N° ${order.id}. Te avisamos por este medio cuando cambie su estado.`;
  // MARKET §9 (round 5): "Tu bolsón" says what this week's box holds (escaped like every value).
  const bolson = contenido.trim();
  const bolsonHtml = bolson
    ? html`<p style="${paragraph}"><strong>${CONTENIDO}</strong><br><span style="white-space:pre-line;">${bolson}</span></p>`
    : '';
  // The pickup or delivery line is in the order's "Entrega" row, once.
  const transfer = transferRows(order, ctx);
  const page = pageParts(order, pedidoUrl);
  const extraText = [
    bolson ? `${CONTENIDO}:\n${bolson}` : '',
    transfer ? transferText(transfer) : '',
    page.text,
  ]
    .filter(Boolean)
    .map((part) => `${part}\n\n`)
    .join('');
  return {
    to,
    subject: subject,
    html: mailLayout(
      ctx,
      subject,
      html`<p style="${paragraph}">${intro}</p>${bolsonHtml}${transfer ? transferHtml(transfer) : ''}${page.html}${orderHtml(order)}`,
    ),
    text: `${subject}\n\n${intro}\n\n${extraText}${orderText(order)}\n\n${ctx.shopName} - ${ctx.publicUrl}\n`,
  };
}

/** To the shop owner (SHOP_EMAIL) for every new sale. */
export function shopOrderMail(order: MailOrder, ctx: MailContext, shopEmail: string): MailMessage {
  const origin = order.canal === 'pos' ? 'el punto de venta' : 'la tienda web';
  const intro = `Entró el pedido N° ${order.id} desde ${origin}.`;
  return {
    to: shopEmail,
    subject: MSG.asuntoNuevaVenta,
    html: mailLayout(
      ctx,
      MSG.asuntoNuevaVenta,
      html`<p style="${paragraph}">${intro}</p>${orderHtml(order)}`,
    ),
    text: `${MSG.asuntoNuevaVenta}\n\n${intro}\n\n${orderText(order)}\n`,
  };
}

/**
 * To the customer when staff change the status (Listo in green, any other in orange); null when
 * the sale has no correo. `estado` is the new status.
 */
export function statusChangedMail(
  order: MailOrder,
  estado: SaleStatus,
  ctx: MailContext,
): MailMessage | null {
  const to = order.cliente.correo.trim();
  if (!to) return null;
  const current = { ...order, estado };
  const intro = `Hola ${order.cliente.nombre}, tu pedido N° ${order.id} ahora está:`;
  const pesado = pesadoText(order.totalAntesPesoCents ?? null, order.totalCents);
  return {
    to,
    subject: MSG.asuntoEstado,
    html: mailLayout(
      ctx,
      MSG.asuntoEstado,
      html`<p style="${paragraph}">${intro} ${statusBadge(estado)}</p>${pesado ? html`<p style="${paragraph}"><strong>${pesado}</strong></p>` : ''}${orderHtml(current)}`,
    ),
    text: `${MSG.asuntoEstado}\n\n${intro} ${mailStatusText(estado)}\n\n${pesado ? `${pesado}\n\n` : ''}${orderText(current)}\n\n${ctx.shopName} - ${ctx.publicUrl}\n`,
  };
}
