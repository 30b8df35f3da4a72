import { expect, test } from 'vitest';
import {
  agregadoCanasta,
  agregadoCarrito,
  MSG,
  sinStock,
  unidadesDisponibles,
  unidadesDisponiblesDe,
} from './messages.ts';

test('los mensajes de la especificación están palabra por palabra', () => {
  expect(MSG).toMatchObject({
    camposSinCompletar: 'Hay campos sin completar',
    faltaFormaPago: 'Falta forma de pago',
    faltaEnvio: 'Falta envio',
    canastaVacia: 'La canasta está vacía',
    faltaNombreCliente: 'Falta nombre del cliente',
    pedidoCreado: 'Pedido creado exitosamente...',
    carritoVacio: 'El carrito está vacío',
    ventaCreada: 'Venta creada exitosamente...',
    sinDatoBusqueda: 'No se ingreso ningun dato',
    errorIngresar: 'Error al ingresar',
    ingresoExitoso: 'Ingreso exitoso, redirigiendo..',
    noAutorizado: 'No autorizado, redirigiendo...',
    noAutorizadoIngresar: 'No estás autorizado a ingresar aquí',
    sinPermisos: 'No tienes permisos para acceder a esta seccion',
    productoNoEncontrado: 'Producto no encontrado',
    emailRegistrado: 'El email ya está registrado',
    origenNoPermitido: 'Origen no permitido',
    formatoImagen: 'Formato de imagen no soportado. Solo se permiten .jpg, .jpeg, .png, y .webp',
    montoMayorCero: 'El monto debe ser mayor que 0',
    noHayCompras: 'No hay compras registradas.',
    canastaVaciaPanel: 'Canasta vacia',
    errorCanastaVacia: 'Error: canasta vacía',
    sinResultados: 'No se encontraron resultados',
    sinProductos: 'No se encontraron productos',
    sinEnvioInfo: 'No hay información de envío disponible',
    productoAgregado: 'Producto agregado a la canasta',
    cantidadMayorCero: 'La cantidad debe ser mayor que 0.',
    productoSinStockPos: 'Producto sin stock',
    seAgregoCarrito: 'Se agregó al carrito',
    necesitaSesion: 'Debés iniciar sesión',
    demasiadosIntentos: 'Demasiados intentos, probá de nuevo en unos minutos',
    datosInvalidos: 'Datos inválidos',
    errorInterno: 'Error interno del servidor',
    rutaNoEncontrada: 'Ruta no encontrada',
    ventaNoEncontrada: 'Venta no encontrada',
    estadoInvalido: 'Estado inválido',
    ventaAnulada: 'La venta anulada no puede cambiar de estado',
    imagenGrande: 'La imagen es demasiado grande (máximo 10 MB)',
    textoLargo: 'El texto no puede superar los 200 caracteres',
    sinStockNoPublica: 'El producto sin stock no puede publicarse',
  });
});

test('están todos los avisos de la sección 8', () => {
  const toasts = [
    'Ingreso exitoso, redirigiendo..',
    'Error al ingresar',
    'Usuario creado exitosamente',
    'Usuario creado y guardado',
    'Error al crear usuario',
    'Error al crear nuevo vendedor',
    'Error al crear nuevo usuario',
    'Error creating user',
    'Error al mostrar usuario',
    'Saliendo...',
    'Error',
    'No se encontraron resultados',
    'Entrada añadida exitosamente',
    'Error añadiendo la entrada de flujo de caja',
    'Error autenticando usuario',
    'Imagen cargada',
    'No se pudo cargar la imagen',
    'Creando producto',
    'Creado exitosamente',
    'Editado exitosamente',
    'Eliminado exitosamente',
    'Datos guardados exitosamente',
    'Error al guardar los datos',
    'Error al crear el nuevo producto',
    'Error: canasta vacía',
    'No autorizado, redirigiendo...',
    'No tienes permisos para acceder a esta seccion',
    'No se encontraron productos',
    'Canasta vacia',
    'No hay información de envío disponible',
    'No hay compras registradas.',
  ];
  const values: string[] = Object.values(MSG);
  for (const toast of toasts) expect(values).toContain(toast);
});

test('están todos los mensajes de validación de la sección 5', () => {
  const rules = [
    'El nombre es requerido',
    'La categoría es requerida',
    'La medida es requerida',
    'La marca es requerida',
    'La descripcion es requerida',
    'La cantidad es requerida',
    'El precio es requerido',
    'El precio no puede ser solo espacios',
    'El precio debe ser un número positivo con hasta dos decimales',
    'El precio debe ser mayor a 0',
    'El nombre es obligatorio',
    'El nombre debe tener al menos 2 caracteres',
    'El email es obligatorio',
    'El email es inválido',
    'La contraseña es obligatoria',
    'La contraseña debe tener al menos 8 caracteres',
    'El rol es obligatorio',
    'El rol seleccionado es inválido',
  ];
  const values: string[] = Object.values(MSG);
  for (const rule of rules) expect(values).toContain(rule);
});

test('ningún mensaje se repite', () => {
  const values = Object.values(MSG);
  expect(new Set(values).size).toBe(values.length);
});

test('los mensajes con el nombre del producto', () => {
  expect(sinStock('Yerba suave')).toBe('Yerba suave no tiene stock por el momento');
  expect(agregadoCanasta('Yerba suave')).toBe('Yerba suave añadido a la canasta');
  expect(agregadoCarrito('Yerba suave')).toBe('Yerba suave añadido al carrito');
});

test('las unidades disponibles', () => {
  expect(unidadesDisponibles(3)).toBe('3 unidades disponibles.');
  expect(unidadesDisponiblesDe('Yerba suave', 0)).toBe('Yerba suave: 0 unidades disponibles.');
});

test('los asuntos de los e-mails', () => {
  expect(MSG.asuntoCompra).toBe('Gracias por tu compra');
  expect(MSG.asuntoNuevaVenta).toBe('Tenes una nueva Venta!');
  expect(MSG.asuntoEstado).toBe('Actualizamos el estado de tu compra!');
});
