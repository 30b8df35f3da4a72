// What the shop says when a customer changes or cancels their own order (MARKET §10).

export const ORDER_CHANGE_MSG = {
  sinProductos: 'El pedido debe tener al menos un producto',
  noSePuedeCambiar: 'El pedido ya no se puede cambiar',
  yaCobrado: 'El pedido ya está cobrado',
  // API.md round 5: a line staff weighed keeps its real weight.
  lineaPesada: 'Esa línea ya se pesó: escribinos para cambiarla',
  // API.md round 5: at most 10 accepted changes per order an hour.
  demasiadosCambios: 'Demasiados cambios seguidos, probá más tarde',
} as const;

/** The customer's mail after a change: "Cambiaste tu pedido #12". */
export const asuntoCambio = (id: number) => `Cambiaste tu pedido #${id}`;

/** The customer's mail after cancelling: "Cancelaste tu pedido #12". */
export const asuntoCancelado = (id: number) => `Cancelaste tu pedido #${id}`;

/** The shop's notice of a customer's change. */
export const asuntoCambioTienda = (id: number) => `Un cliente cambió el pedido #${id}`;

/** The shop's notice of a customer's cancellation. */
export const asuntoCanceladoTienda = (id: number) => `Un cliente canceló el pedido #${id}`;
