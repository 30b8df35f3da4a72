// The Spanish messages of bolsones by subscription (MARKET §9), used word for word by server and web.
export const SUS_MSG = {
  ingresa: 'Ingresá para suscribirte',
  noEncontrada: 'Suscripción no encontrada',
  noAdmite: 'Ese producto no admite suscripción',
  cantidad: 'La cantidad debe estar entre 1 y 5',
  frecuencia: 'La frecuencia es inválida',
  lugarRequerido: 'Elegí el lugar de retiro',
  lugarSinFerias: 'Ese lugar no tiene ferias programadas',
  direccionRequerida: 'La dirección es requerida',
  formaPago: 'La forma de pago es inválida',
  limite: 'Ya tenés 5 suscripciones',
  cancelada: 'La suscripción está cancelada',
  feriaAjena: 'Esa feria no corresponde a la suscripción',
  feriaCerrada: 'Los pedidos para esa feria ya cerraron',
  sinStockAsunto: 'Esta semana no alcanzaron los bolsones',
  verPedido: 'Ver tu pedido',
} as const;

/** "Tu bolsón para la feria del sábado 05/12". */
export const bolsonAsunto = (diaDdMm: string) => `Tu bolsón para la feria del ${diaDdMm}`;
