// The transfer data in a Transferencia order's confirmation: alias, CBU, holder and the total to
// transfer, so the customer has them after the checkout dialog is gone.
import { html, type SafeHtml } from '../../../shared/html.ts';
import { detailTable, detailText, type MailContext } from './layout.ts';
import { type MailOrder, money } from './order-sections.ts';

const TRANSFER_TITLE = 'Datos para la transferencia';

/** The rows, or null when the order is not paid by transfer or the shop has no transfer data. */
export function transferRows(order: MailOrder, ctx: MailContext): [string, string][] | null {
  if (order.formaPago !== 'transferencia' || !ctx.transfer) return null;
  return [
    ['Alias', ctx.transfer.alias],
    ['CBU', ctx.transfer.cbu],
    ['Titular', ctx.transfer.holder],
    ['Total a transferir', money(order.totalCents)],
  ];
}

export function transferHtml(rows: [string, string][]): SafeHtml {
  return html`<h2 style="margin:16px 0 6px;font-size:16px;color:#2f5d34;">${TRANSFER_TITLE}</h2>
${detailTable(rows)}`;
}

export function transferText(rows: [string, string][]): string {
  return `${TRANSFER_TITLE}\n${detailText(rows)}`;
}
