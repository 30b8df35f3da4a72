// MARKET §10: the mails of a customer's own change or cancellation — "Cambiaste tu pedido #{id}"
// (with the new lines and total) or "Cancelaste tu pedido #{id}" to the customer, and the shop's
// notice of either.
import {
  asuntoCambio,
  asuntoCambioTienda,
  asuntoCancelado,
  asuntoCanceladoTienda,
} from '@feria/domain/messages/order-change';
import { html } from '../../../shared/html.ts';
import type { MailMessage } from '../outbox.ts';
import { type MailContext, mailLayout } from './layout.ts';
import { type MailOrder, money, orderHtml, orderText } from './order-sections.ts';

export type OrderChangeKind = 'cambio' | 'cancelado';

const paragraph = 'margin:0 0 12px;';

function customerIntro(order: MailOrder, kind: OrderChangeKind): string {
  const hola = `Hola ${order.cliente.nombre},`;
  return kind === 'cambio'
    ? `${hola} guardamos los cambios de tu pedido N° ${order.id}. El nuevo total es ${money(order.totalCents)}.`
    : `${hola} cancelaste tu pedido N° ${order.id}. No tenés que retirarlo ni pagarlo.`;
}

/** To the customer's correo; null when the order has none. `pedidoUrl` is the order page. */
export function customerChangeMail(
  order: MailOrder,
  kind: OrderChangeKind,
  ctx: MailContext,
  pedidoUrl: string,
): MailMessage | null {
  const to = order.cliente.correo.trim();
  if (!to) return null;
  const subject = kind === 'cambio' ? asuntoCambio(order.id) : asuntoCancelado(order.id);
  const intro = customerIntro(order, kind);
  // A cancelled order has nothing left to list; a changed one shows its new lines and total.
  const details = kind === 'cambio' ? orderHtml(order) : html``;
  return {
    to,
    subject,
    html: mailLayout(
      ctx,
      subject,
      html`<p style="${paragraph}">${intro}</p><p style="${paragraph}"><a href="${pedidoUrl}">Ver tu pedido</a></p>${details}`,
    ),
    text: `${subject}\n\n${intro}\n\nVer tu pedido: ${pedidoUrl}\n\n${kind === 'cambio' ? `${orderText(order)}\n\n` : ''}${ctx.shopName} - ${ctx.publicUrl}\n`,
  };
}

/** To the shop (SHOP_EMAIL): the customer changed or cancelled their order. */
export function shopChangeMail(
  order: MailOrder,
  kind: OrderChangeKind,
  ctx: MailContext,
  shopEmail: string,
): MailMessage {
  const subject =
    kind === 'cambio' ? asuntoCambioTienda(order.id) : asuntoCanceladoTienda(order.id);
  const intro =
    kind === 'cambio'
      ? `${order.cliente.nombre} cambió su pedido N° ${order.id}. Así queda:`
      : `${order.cliente.nombre} canceló su pedido N° ${order.id}. El stock volvió a la tienda.`;
  return {
    to: shopEmail,
    subject,
    html: mailLayout(ctx, subject, html`<p style="${paragraph}">${intro}</p>${orderHtml(order)}`),
    text: `${subject}\n\n${intro}\n\n${orderText(order)}\n`,
  };
}
