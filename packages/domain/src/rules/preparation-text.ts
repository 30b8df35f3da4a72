// Preparación's words (MARKET §1), the same on the screen and on the printed document the server
// writes: an order's state and cobro, its customer, how it is delivered and paid, a line's
// quantity, the products grouped by producer and the day's takings.
import type { Preparation, PrepLine, PrepOrder, PrepProduct } from '../schemas/ferias-api.ts';
import { type Feria, weekdayLongDate } from './ferias.ts';
import { deliveryLabel, PAYMENT_LABELS, PAYMENT_METHODS, paymentLabel } from './payment.ts';
import { formatCantidad } from './weight.ts';

/** "Sábado 5 de diciembre, 08:00 a 13:00 — Plaza 25 de Mayo (San Martín 1800)". */
export function prepFeriaLine(
  feria: Pick<Feria, 'fecha' | 'desde' | 'hasta' | 'lugar' | 'direccion'>,
) {
  const day = weekdayLongDate(feria.fecha);
  return `${day.charAt(0).toUpperCase()}${day.slice(1)}, ${feria.desde} a ${feria.hasta} — ${feria.lugar} (${feria.direccion})`;
}

/** "Pendiente · Sin cobrar". */
export const prepOrderState = (o: PrepOrder) =>
  `${o.estadoPago} · ${o.cobro.estado === 'cobrado' ? 'Cobrado' : 'Sin cobrar'}`;

/** "Ana Pérez · 342 555-1234", or the name alone. */
export const prepCustomer = (o: PrepOrder) =>
  o.cliente.celular ? `${o.cliente.nombre} · ${o.cliente.celular}` : o.cliente.nombre;

/** "Envío: Belgrano 12 · Transferencia"; a retiro has no address. */
export function prepDelivery(o: PrepOrder) {
  const address = o.envio === 'envio' && o.cliente.direccion ? `: ${o.cliente.direccion}` : '';
  return `${deliveryLabel(o.envio)}${address} · ${paymentLabel(o.formaPago)}`;
}

/** "2 ×", "1,25 kg ×". */
export const prepQuantity = (l: Pick<PrepLine, 'unidad' | 'cantidad'>) =>
  `${formatCantidad(l.unidad ?? 'unidad', l.cantidad)} ×`;

/** A product's total: "12", "3,5 kg". */
export const prepProductQuantity = (p: PrepProduct) =>
  formatCantidad(p.unidad ?? 'unidad', p.cantidad);

/** The products by producer (marca), in the answer's order. */
export function productsByMarca(productos: PrepProduct[]): [string, PrepProduct[]][] {
  const groups = new Map<string, PrepProduct[]>();
  for (const p of productos) {
    const group = groups.get(p.marca);
    if (group) group.push(p);
    else groups.set(p.marca, [p]);
  }
  return [...groups];
}

/** The takings' rows before their total: each payment method, then web orders and stall sales. */
export function takingsRows(caja: Preparation['caja']): [string, string][] {
  return [
    ...PAYMENT_METHODS.map((m): [string, string] => [PAYMENT_LABELS[m], caja.porMedio[m]]),
    ['Pedidos web', caja.web],
    ['Ventas en el puesto', caja.puesto],
  ];
}
