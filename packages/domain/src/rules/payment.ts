// Payment and delivery values are canonical lowercase ids on the wire and in the database;
// the interface shows the labels (DESIGN §3.12).

export const PAYMENT_METHODS = [
  'efectivo',
  'transferencia',
  'qr',
  'tarjetaDebito',
  'tarjetaCredito',
  // MARKET §7: paid online, web orders only, and only when Mercado Pago is set up.
  'mercadopago',
] as const;

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The web basket offers only these (Mercado Pago only when the server says it is on). */
export const WEB_PAYMENT_METHODS = [
  'efectivo',
  'transferencia',
  'mercadopago',
] as const satisfies readonly PaymentMethod[];

/** The point-of-sale (and a cobro taken at the stall) offers these five: never Mercado Pago. */
export const POS_PAYMENT_METHODS = [
  'efectivo',
  'transferencia',
  'qr',
  'tarjetaDebito',
  'tarjetaCredito',
] as const satisfies readonly PaymentMethod[];

/** The medios staff may name when marking a sale cobrado (API.md round 4): the stall's five. */
export const isStaffCobroMedio = (value: string): value is (typeof POS_PAYMENT_METHODS)[number] =>
  (POS_PAYMENT_METHODS as readonly string[]).includes(value);

export type WebPaymentMethod = (typeof WEB_PAYMENT_METHODS)[number];

export const DELIVERY_METHODS = ['retiro', 'envio'] as const;

export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

export const PAYMENT_LABELS: Record<PaymentMethod, string> = {
  efectivo: 'Efectivo',
  transferencia: 'Transferencia',
  qr: 'QR',
  tarjetaDebito: 'Tarjeta de débito',
  tarjetaCredito: 'Tarjeta de crédito',
  mercadopago: 'Mercado Pago',
};

export const DELIVERY_LABELS: Record<DeliveryMethod, string> = {
  retiro: 'Retiro',
  envio: 'Envío',
};

export function isPaymentMethod(value: string): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(value);
}

export function isWebPaymentMethod(value: string): value is WebPaymentMethod {
  return (WEB_PAYMENT_METHODS as readonly string[]).includes(value);
}

export function isPosPaymentMethod(value: string): boolean {
  return (POS_PAYMENT_METHODS as readonly string[]).includes(value);
}

export function isDeliveryMethod(value: string): value is DeliveryMethod {
  return (DELIVERY_METHODS as readonly string[]).includes(value);
}

/** The label of a stored value; an unknown value is shown as it is. */
export function paymentLabel(value: string): string {
  return isPaymentMethod(value) ? PAYMENT_LABELS[value] : value;
}

/** The label of a stored value; an unknown value is shown as it is. */
export function deliveryLabel(value: string): string {
  return isDeliveryMethod(value) ? DELIVERY_LABELS[value] : value;
}
