// MARKET §12, word for word.
export const FACTURA_MSG = {
  condicionIva: 'Elegí la condición frente al IVA',
  documentoInvalido: 'El CUIT o DNI es inválido',
  documentoObligatorio: 'Para compras desde $ 10.000.000 la factura necesita CUIT o DNI',
  pendientes: (n: number) => `Facturas pendientes: ${n}`,
} as const;

export const FACTURA_ROUTE_MSG = {
  noRechazada: 'La factura de esta venta no está rechazada',
  mesInvalido: 'Elegí un mes (aaaa-mm)',
  filtroInvalido: 'El filtro de factura es inválido',
} as const;
