// The register's messages (MARKET §2).

/** The messages of MARKET §2, word for word. */
export const REGISTER_MSG = {
  yaHayCajaAbierta: 'Ya hay una caja abierta',
  noHayCajaAbierta: 'No hay una caja abierta',
  montoInicialNegativo: 'El monto inicial no puede ser negativo',
  montoInicialInvalido: 'El monto inicial no es válido',
  montoContadoNegativo: 'El monto contado no puede ser negativo',
  montoContadoInvalido: 'El monto contado no es válido',
  hayVentasSinEnviar: 'Hay ventas sin enviar: enviálas antes de cerrar la caja',
} as const;
