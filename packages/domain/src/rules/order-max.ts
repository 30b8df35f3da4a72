// API.md round 4: a web order's total is at most MAX_PEDIDO pesos (the server's configuration),
// so one anonymous order cannot hold most of the stock; bigger orders are arranged by WhatsApp.

/** "$ 500.000": whole pesos with the thousands dot, as the message writes the limit (and
 * MARKET §14's minimum of a zone). */
export function formatWholePesos(pesos: number): string {
  return `$ ${String(Math.trunc(pesos)).replace(/\B(?=(\d{3})+$)/g, '.')}`;
}

export const pedidoMaximoMsg = (maxPesos: number): string =>
  `El pedido supera el máximo de ${formatWholePesos(maxPesos)}: escribinos por WhatsApp para pedidos grandes`;

/** True when a web order of `totalCents` is above the limit of `maxPesos`. */
export const overOrderMax = (totalCents: number, maxPesos: number): boolean =>
  totalCents > maxPesos * 100;
