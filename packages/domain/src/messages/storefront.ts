// The storefront's few sentences (adding to the basket, the catalogue's search and its empty
// result), word for word from SPEC.md §5: a module of their own, so the storefront's first pages
// carry these and not every message of the shop (messages.ts has them all, these included).

export const SHOP_MSG = {
  productoSinStockPos: 'Producto sin stock',
  seAgregoCarrito: 'Se agregó al carrito',
  cantidadMayorCero: 'La cantidad debe ser mayor que 0.',
  productoAgregado: 'Producto agregado a la canasta',
  errorCanastaVacia: 'Error: canasta vacía',
  sinDatoBusqueda: 'No se ingreso ningun dato',
  sinResultados: 'No se encontraron resultados',
  productoNoEncontrado: 'Producto no encontrado',
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
