// API.md round 5 "Limits and rules that hold for everyone": one e-mail and one account hold at
// most PEDIDOS_ABIERTOS web orders neither Anulado nor cobrado; one client address at most
// ABIERTO_POR_DIRECCION pesos of them. Bolsón orders and the stall's sales never count.

export const pedidosAbiertosMsg = (max: number): string =>
  `Ya tenés ${max} pedidos sin pagar: pagá o cancelá uno para hacer otro`;

export const ABIERTO_POR_DIRECCION_MSG =
  'Hay demasiados pedidos sin pagar desde tu conexión: probá más tarde';

/** True when one more order would pass the count of open orders allowed. */
export const overOpenOrders = (open: number, max: number): boolean => open >= max;

/** True when an address's open orders plus this one pass the limit of `maxPesos`. */
export const overOpenValue = (openCents: number, totalCents: number, maxPesos: number): boolean =>
  openCents + totalCents > maxPesos * 100;
