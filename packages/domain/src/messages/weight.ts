// What the shop says about products sold by weight (MARKET §8).

export const WEIGHT_MSG = {
  unidadInvalida: 'La unidad es inválida',
  pasoRango: 'El paso debe estar entre 50 y 5000 gramos',
  pesoMayorCero: 'El peso debe ser mayor a 0',
  noSeVendePorPeso: 'El producto no se vende por peso',
  soloPendiente: 'Sólo se puede pesar un pedido Pendiente o En preparación',
  yaCobrado: 'El pedido ya está cobrado',
  pesoMaximo: 'El peso no puede superar los 1000 kg',
  /** Under kg lines in the basket (issue 49 item 7). */
  totalPuedeVariar: 'el total final puede variar según el peso',
} as const;
