// Spanish messages of the producer portal (MARKET §15), shared by server and web.
export const PORTAL_MSG = {
  emailObligatorio: 'El email es obligatorio',
  emailInvalido: 'El email es inválido',
  correoPersonal: 'Ese correo es de una cuenta del personal',
  correoOtroProductor: 'Ese correo ya es el acceso de otro productor',
  yaTieneAcceso: (productor: string, email: string) =>
    `${productor} ya tiene acceso con ${email}: quitalo antes de darle otro`,
  correoCliente:
    'Ese correo es de un cliente: confirmá para convertir su cuenta en el acceso del productor',
  bolsonesActivos: 'Esa cuenta tiene bolsones activos: cancelalos antes de convertirla',
  sinAcceso: 'El productor no tiene acceso',
  tieneAcceso: 'El productor tiene acceso: quitalo antes de eliminarlo',
  mailAsunto: (shop: string) => `Tu acceso a ${shop}`,
  elegiContrasena: 'Elegí tu contraseña',
  cantidadInvalida: 'La cantidad debe ser un número entero mayor o igual a 0',
  publicadoInvalido: 'El valor de publicado es inválido',
  sinStockNoPublica: 'El producto sin stock no puede publicarse',
  yaEsPrecioActual: 'Ese ya es el precio actual',
  propuestaNoEncontrada: 'Propuesta no encontrada',
  propuestaResuelta: 'La propuesta ya fue resuelta',
  motivoRequerido: 'Escribí el motivo del rechazo',
  motivoLargo: 'El motivo no puede superar los 200 caracteres',
  pedidosCerrados: 'Los pedidos para esa feria ya cerraron',
  yaHayPedidos: (n: number, dia: string) =>
    n === 1
      ? `Ya hay 1 pedido con tus productos para la feria del ${dia}`
      : `Ya hay ${n} pedidos con tus productos para la feria del ${dia}`,
  noViene: (nombre: string, dia: string) => `${nombre} no viene a la feria del ${dia}`,
} as const;
