// The cobro's messages: recording payment, proofs and handing over (MARKET §7), word for word.

export const COBRO_MSG = {
  ventaAnulada: 'La venta está anulada',
  pedidoNoEncontrado: 'Pedido no encontrado',
  formatoComprobante: 'Formato no soportado. Solo se permiten imágenes o PDF',
  sinComprobantes: 'El pedido ya no admite comprobantes',
  entregadoFinal: 'Un pedido entregado sólo puede anularse',
  // API.md round 4: cobro changes.
  ventaDelPuesto: 'Las ventas del puesto nacen cobradas',
  medioInvalido: 'La forma de pago es inválida',
  // API.md round 4: receipts per order.
  tresComprobantes: 'Ya subiste 3 comprobantes para este pedido',
} as const;
