// Spanish messages of producers and settlements (MARKET §4), shared by server and web.
export const PRODUCER_MSG = {
  productorNoEncontrado: 'Productor no encontrado',
  nombreRequerido: 'El nombre es requerido',
  comisionRango: 'La comisión debe estar entre 0 y 100',
  productorConProductos: 'El productor tiene productos',
  productorRepetido: 'Ya existe un productor con ese nombre',
  fotoAjena: 'La foto debe subirse con el formulario del productor',
  periodoRequerido: 'Elegí las fechas "Desde" y "Hasta" o una feria',
  productorCreado: 'Productor creado',
  productorActualizado: 'Productor actualizado',
  productorEliminado: 'Productor eliminado',
} as const;
