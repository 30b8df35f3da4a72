// The Spanish messages of ferias (MARKET §1), used word for word by server and web.
export const FERIA_MSG = {
  fechaRequerida: 'La fecha es requerida',
  lugarRequerido: 'El lugar es requerido',
  direccionRequerida: 'La dirección es requerida',
  horarioInvalido: 'El horario es inválido',
  fechaPasada: 'La fecha ya pasó',
  cierreDespues: 'El cierre debe ser antes del comienzo de la feria',
  cierreInvalido: 'El cierre es inválido',
  feriaNoExiste: 'La feria elegida no existe',
  feriaCerrada: 'Los pedidos para esa feria ya cerraron',
  moverARequerido: 'Elegí a qué feria pasan los pedidos',
  feriaNoEncontrada: 'Feria no encontrada',
  feriaYaCancelada: 'La feria ya está cancelada',
  asuntoCambioFecha: 'Cambió la fecha de tu pedido',
  sinFerias: 'No hay ferias con pedidos abiertos: escribinos por WhatsApp',
  sinStock: 'Sin stock',
  elegirFeriaVenta: 'Elegí la feria de la venta',
} as const;
