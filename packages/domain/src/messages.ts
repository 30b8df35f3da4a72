// Every sentence a person reads from the shop's rules, word for word from SPEC.md §2, §5, §8
// (its missing accents included: "Falta envio", "No se ingreso ningun dato"), plus the
// server-side messages of DESIGN.md and API.md. Keys are camelCase; values never change
// without changing the spec.

export const MSG = {
  // Basket page order confirmation (SPEC §5), in the order the checks run.
  camposSinCompletar: 'Hay campos sin completar',
  faltaFormaPago: 'Falta forma de pago',
  faltaEnvio: 'Falta envio',
  canastaVacia: 'La canasta está vacía',
  faltaNombreCliente: 'Falta nombre del cliente',
  pedidoCreado: 'Pedido creado exitosamente...',
  // Point-of-sale sale creation (SPEC §5).
  carritoVacio: 'El carrito está vacío',
  ventaCreada: 'Venta creada exitosamente...',
  // Adding to the basket (SPEC §5).
  productoSinStockPos: 'Producto sin stock',
  seAgregoCarrito: 'Se agregó al carrito',
  cantidadMayorCero: 'La cantidad debe ser mayor que 0.',
  productoAgregado: 'Producto agregado a la canasta',
  errorCanastaVacia: 'Error: canasta vacía',
  // Catalogue search (SPEC §5) and empty states (SPEC §2, §8).
  sinDatoBusqueda: 'No se ingreso ningun dato',
  sinResultados: 'No se encontraron resultados',
  sinProductos: 'No se encontraron productos',
  canastaVaciaPanel: 'Canasta vacia',
  sinEnvioInfo: 'No hay información de envío disponible',
  noHayCompras: 'No hay compras registradas.',
  // Product form (SPEC §5).
  nombreRequerido: 'El nombre es requerido',
  categoriaRequerida: 'La categoría es requerida',
  categoriaInvalida: 'La categoría no es válida',
  medidaRequerida: 'La medida es requerida',
  marcaRequerida: 'La marca es requerida',
  descripcionRequerida: 'La descripcion es requerida',
  descripcionLarga: 'La descripción no puede superar los 5000 caracteres',
  cantidadRequerida: 'La cantidad es requerida',
  cantidadEntera: 'La cantidad debe ser un número entero mayor o igual a 0',
  precioRequerido: 'El precio es requerido',
  precioEspacios: 'El precio no puede ser solo espacios',
  precioFormato: 'El precio debe ser un número positivo con hasta dos decimales',
  precioMayorCero: 'El precio debe ser mayor a 0',
  precioMaximo: 'El precio no puede superar los $ 10.000.000',
  skuLargo: 'El SKU no puede superar los 40 caracteres',
  imagenesMaximo: 'Se permiten hasta 20 imágenes por producto',
  sinStockNoPublica: 'El producto sin stock no puede publicarse',
  productoPublicado: 'El producto ahora se muestra en la página principal',
  productoOculto: 'El producto ya no se muestra en la página principal',
  // Images and carousel (SPEC §5, DESIGN §3.16).
  formatoImagen: 'Formato de imagen no soportado. Solo se permiten .jpg, .jpeg, .png, y .webp',
  imagenGrande: 'La imagen es demasiado grande (máximo 10 MB)',
  textoLargo: 'El texto no puede superar los 200 caracteres',
  seccionInvalida: 'La sección debe ser 1, 2 o 3',
  seccionesTres: 'El carrusel tiene exactamente 3 secciones, una de cada número',
  // User form, registration and login (SPEC §5).
  nombreObligatorio: 'El nombre es obligatorio',
  nombreMinimo: 'El nombre debe tener al menos 2 caracteres',
  emailObligatorio: 'El email es obligatorio',
  emailInvalido: 'El email es inválido',
  passwordObligatoria: 'La contraseña es obligatoria',
  passwordMinimo: 'La contraseña debe tener al menos 8 caracteres',
  passwordLarga: 'La contraseña no puede superar los 200 caracteres',
  rolObligatorio: 'El rol es obligatorio',
  rolInvalido: 'El rol seleccionado es inválido',
  provinciaObligatoria: 'La provincia es obligatoria',
  cpObligatorio: 'El código postal es obligatorio',
  direccionObligatoria: 'La dirección es obligatoria',
  // Sales (SPEC §5, API.md).
  cantidadEnteraMayorCero: 'La cantidad debe ser un número entero mayor que 0',
  cantidadMaxima: 'La cantidad no puede superar las 10000 unidades',
  demasiadosProductos: 'La venta no puede tener más de 200 productos',
  formaPagoInvalida: 'La forma de pago no es válida',
  envioInvalido: 'El envío no es válido',
  ventaNoEncontrada: 'Venta no encontrada',
  estadoInvalido: 'Estado inválido',
  ventaAnulada: 'La venta anulada no puede cambiar de estado',
  // Cash (SPEC §5).
  montoMayorCero: 'El monto debe ser mayor que 0',
  montoNegativo: 'El monto no puede ser negativo',
  montoObligatorio: 'El monto es obligatorio',
  montoInvalido: 'El monto no es válido',
  montoDecimales: 'El monto puede tener hasta dos decimales',
  montoMaximo: 'El monto no puede superar los $ 10.000.000',
  tipoInvalido: 'El tipo debe ser Ingreso o Gasto',
  descripcionObligatoria: 'La descripción es obligatoria',
  descripcionCajaLarga: 'La descripción no puede superar los 300 caracteres',
  fechaObligatoria: 'La fecha es obligatoria',
  fechaInvalida: 'La fecha no es válida',
  fechaFueraDeRango: 'La fecha debe estar entre los años 2000 y 2100',
  idInvalido: 'El identificador no es válido',
  offsetInvalido: 'El desplazamiento debe ser un número entero mayor o igual a 0',
  limitInvalido: 'El límite debe ser un número entero entre 1 y 500',
  stockMaximo: 'La cantidad no puede superar las 1.000.000 unidades',
  // Toasts (SPEC §8).
  ingresoExitoso: 'Ingreso exitoso, redirigiendo..',
  errorIngresar: 'Error al ingresar',
  usuarioCreado: 'Usuario creado exitosamente',
  usuarioCreadoGuardado: 'Usuario creado y guardado',
  errorCrearUsuario: 'Error al crear usuario',
  errorCrearVendedor: 'Error al crear nuevo vendedor',
  errorCrearNuevoUsuario: 'Error al crear nuevo usuario',
  errorCreatingUser: 'Error creating user',
  errorMostrarUsuario: 'Error al mostrar usuario',
  saliendo: 'Saliendo...',
  error: 'Error',
  entradaAnadida: 'Entrada añadida exitosamente',
  errorEntradaCaja: 'Error añadiendo la entrada de flujo de caja',
  errorAutenticando: 'Error autenticando usuario',
  imagenCargada: 'Imagen cargada',
  errorCargarImagen: 'No se pudo cargar la imagen',
  creandoProducto: 'Creando producto',
  creadoExitosamente: 'Creado exitosamente',
  editadoExitosamente: 'Editado exitosamente',
  eliminadoExitosamente: 'Eliminado exitosamente',
  datosGuardados: 'Datos guardados exitosamente',
  errorGuardarDatos: 'Error al guardar los datos',
  errorCrearProducto: 'Error al crear el nuevo producto',
  // Access (SPEC §2, §6, DESIGN §3.3–3.4, §4).
  noAutorizado: 'No autorizado, redirigiendo...',
  noAutorizadoIngresar: 'No estás autorizado a ingresar aquí',
  sinPermisos: 'No tienes permisos para acceder a esta seccion',
  necesitaSesion: 'Debés iniciar sesión',
  demasiadosIntentos: 'Demasiados intentos, probá de nuevo en unos minutos',
  demasiadosPedidos: 'Demasiados pedidos seguidos, probá más tarde',
  correoUnico: 'Ingresá una sola dirección de email',
  origenNoPermitido: 'Origen no permitido',
  // API errors (API.md).
  productoNoEncontrado: 'Producto no encontrado',
  emailRegistrado: 'El email ya está registrado',
  datosInvalidos: 'Datos inválidos',
  errorInterno: 'Error interno del servidor',
  rutaNoEncontrada: 'Ruta no encontrada',
  baseNoResponde: 'La base de datos no responde',
  claveInvalida: 'La clave Idempotency-Key no es válida (hasta 200 caracteres)',
  claveReusada: 'La clave Idempotency-Key ya se usó para otro pedido',
  totalExcedido: 'El total de la venta es demasiado grande',
  // The server's answers to requests it cannot read (http/errors.ts).
  solicitudInvalida: 'Solicitud inválida',
  jsonInvalido: 'El cuerpo de la solicitud no es JSON válido',
  cuerpoVacio: 'El cuerpo de la solicitud está vacío',
  solicitudGrande: 'La solicitud es demasiado grande',
  largoInvalido: 'Largo de contenido inválido',
  direccionInvalida: 'Dirección inválida',
  direccionLarga: 'La dirección es demasiado larga',
  caracterNulo: 'El texto contiene un carácter no permitido',
  busquedaLarga: 'El texto de búsqueda es demasiado largo',
  webSinCompilar: 'La web no está compilada: ejecutá npm run build',
  // E-mail subjects (SPEC §7).
  asuntoCompra: 'Gracias por tu compra',
  asuntoNuevaVenta: 'Tenes una nueva Venta!',
  asuntoEstado: 'Actualizamos el estado de tu compra!',
  ventaFechaInvalida: 'La fecha de la venta es inválida',
} as const;

/** "{product} no tiene stock por el momento" (SPEC §5, catalogue and home cards). */
export function sinStock(nombre: string): string {
  return `${nombre} no tiene stock por el momento`;
}

/** "{product} añadido a la canasta" (SPEC §5, catalogue card). */
export function agregadoCanasta(nombre: string): string {
  return `${nombre} añadido a la canasta`;
}

/** "{product} añadido al carrito" (SPEC §5, home card). */
export function agregadoCarrito(nombre: string): string {
  return `${nombre} añadido al carrito`;
}

/** "{n} unidades disponibles." (SPEC §5, detail page; DESIGN §3.8). */
export function unidadesDisponibles(n: number): string {
  return `${n} unidades disponibles.`;
}

/** The 409 error of API.md: "<producto>: {n} unidades disponibles.". */
export function unidadesDisponiblesDe(nombre: string, n: number): string {
  return `${nombre}: ${unidadesDisponibles(n)}`;
}
