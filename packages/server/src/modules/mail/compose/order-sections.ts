// The order as e-mails show it (SPEC §7): number, date, status, customer data, lines, payment,
// delivery and totals with two decimals. One HTML version and one plain-text version.

import { mailColor } from '@feria/domain/look/status';
import { shopDateParts } from '@feria/domain/rules/dates';
import { type Feria, feriaOrderLine } from '@feria/domain/rules/ferias';
import { formatMoney } from '@feria/domain/rules/money';
import { deliveryLabel, paymentLabel } from '@feria/domain/rules/payment';
import type { SaleChannel } from '@feria/domain/rules/pos';
import { mailStatusText, type SaleStatus } from '@feria/domain/rules/sale-status';
import { formatCantidad } from '@feria/domain/rules/weight';
import type { Cliente } from '@feria/domain/schemas/api-types';
import { html, type SafeHtml } from '../../../shared/html.ts';
import { detailTable, detailText } from './layout.ts';

type MailOrderLine = {
  nombre: string;
  marca: string;
  medida: string;
  cantidad: number;
  unidad?: string;
  precioCents: number;
  subtotalCents: number;
};

/** A sale with what its e-mails need; `estado` is the status the e-mail announces. */
export type MailOrder = {
  id: number;
  createdAt: Date;
  estado: SaleStatus;
  canal: SaleChannel;
  formaPago: string;
  envio: string;
  cliente: Cliente;
  lineas: MailOrderLine[];
  subtotalCents: number;
  recargoCents: number;
  /** MARKET §14: the zone's Envío fee (absent or 0: none) and the zone's nombre. */
  envioCostoCents?: number;
  zona?: string | null;
  totalCents: number;
  /** The market day of the order (MARKET §1), or null. */
  feria?: MailFeria | null;
  /** Issue 49 item 7: the total before weighing changed it (null or absent: not weighed). */
  totalAntesPesoCents?: number | null;
};

export type MailFeria = Pick<Feria, 'fecha' | 'desde' | 'hasta' | 'lugar' | 'direccion'>;

/** Amounts as on the site, "$ 13.000,00", with a no-break space: "$" never ends a line alone. */
export const money = (cents: number) => formatMoney(cents).replace('$ ', '$\u00a0');

/**
 * How the order is handed over, once: "Retirás tu pedido en … de 09:00 a 13:00" or "Te lo
 * llevamos el … entre las 09:00 y las 13:00" with a feria, else "Retiro" or "Envío".
 */
function entrega(order: MailOrder): string {
  return order.feria ? feriaOrderLine(order.feria, order.envio) : deliveryLabel(order.envio);
}

function clienteRows(c: Cliente): [string, string][] {
  return [
    ['Nombre', c.nombre],
    ['Correo', c.correo],
    ['Celular', c.celular],
    ['Dirección', c.direccion],
    ['Provincia', c.provincia],
    ['Código postal', c.cp],
  ];
}

function headRows(order: MailOrder): [string, string][] {
  const { fecha, hora } = shopDateParts(order.createdAt);
  return [
    ['Pedido N°', String(order.id)],
    ['Fecha', `${fecha} ${hora}`],
  ];
}

function amountRows(order: MailOrder): [string, string][] {
  const envio = order.envioCostoCents ?? 0;
  // MARKET §14: "Envío {zona}" and its amount, the zone's nombre escaped like every value.
  const envioRows: [string, string][] =
    envio > 0 ? [[`Envío ${order.zona ?? ''}`.trim(), money(envio)]] : [];
  return [
    ['Forma de pago', paymentLabel(order.formaPago)],
    ['Entrega', entrega(order)],
    ...(order.recargoCents > 0 || envio > 0
      ? ([['Subtotal', money(order.subtotalCents)]] as [string, string][])
      : []),
    ...(order.recargoCents > 0
      ? ([['Recargo', money(order.recargoCents)]] as [string, string][])
      : []),
    ...envioRows,
    ['Total', money(order.totalCents)],
  ];
}

/** "PENDIENTE" in orange, "LISTO" in green (SPEC §4). */
export function statusBadge(estado: SaleStatus): SafeHtml {
  return html`<strong style="color:${mailColor(estado)};">${mailStatusText(estado)}</strong>`;
}

function linesTable(order: MailOrder): SafeHtml {
  const cell = 'padding:6px 4px;border-bottom:1px solid #e7e5e4;vertical-align:top;';
  return html`<table style="width:100%;border-collapse:collapse;margin:0 0 12px;font-size:14px;">
<thead><tr style="text-align:left;color:#57534e;"><th style="${cell}">Producto</th><th style="${cell}text-align:right;">Cant.</th><th style="${cell}text-align:right;">Subtotal</th></tr></thead>
<tbody>
${order.lineas.map(
  (
    l,
  ) => html`<tr><td style="${cell}word-break:break-word;">${l.nombre}<br><span style="font-size:12px;color:#57534e;">${[l.marca, l.medida].filter(Boolean).join(' · ')} · ${l.unidad === 'kg' ? `${money(l.precioCents)} / kg` : `${money(l.precioCents)} c/u`}</span></td><td style="${cell}text-align:right;">${formatCantidad(l.unidad ?? 'unidad', l.cantidad)}</td><td style="${cell}text-align:right;white-space:nowrap;">${money(l.subtotalCents)}</td></tr>
`,
)}</tbody>
</table>`;
}

/** The whole order in HTML, every value escaped. */
export function orderHtml(order: MailOrder): SafeHtml {
  return html`${detailTable([...headRows(order), ['Estado', statusBadge(order.estado)]])}
<h2 style="margin:16px 0 6px;font-size:16px;color:#2f5d34;">Datos del cliente</h2>
${detailTable(clienteRows(order.cliente))}
<h2 style="margin:16px 0 6px;font-size:16px;color:#2f5d34;">Productos</h2>
${linesTable(order)}
${detailTable(
  amountRows(order).map(([label, value]): [string, string | SafeHtml] =>
    label === 'Total'
      ? [label, html`<strong style="font-size:17px;">${value}</strong>`]
      : [label, value],
  ),
)}`;
}

/** The whole order as plain text. */
export function orderText(order: MailOrder): string {
  const lines = order.lineas.map(
    (l) =>
      `- ${l.nombre} (${[l.marca, l.medida].filter(Boolean).join(', ')}): ${formatCantidad(l.unidad ?? 'unidad', l.cantidad)} x ${money(l.precioCents)}${l.unidad === 'kg' ? ' / kg' : ''} = ${money(l.subtotalCents)}`,
  );
  return [
    detailText([...headRows(order), ['Estado', mailStatusText(order.estado)]]),
    '',
    'Datos del cliente',
    detailText(clienteRows(order.cliente)),
    '',
    'Productos',
    ...lines,
    '',
    detailText(amountRows(order)),
  ].join('\n');
}
