import { formatMoney, toCents } from '@feria/domain/rules/money';
import { formatPrecio } from '@feria/domain/rules/weight';

/** Pesos (as the API sends them) shown es-AR with two decimals: "$ 1.234,50". */
export const pesos = (value: number) => formatMoney(toCents(value));

/** A product's price as a person reads it: "$ 2.400,00 / kg" when sold by weight (MARKET §8). */
export const precioDe = (p: { precio: number; unidad?: string }) =>
  formatPrecio(p.unidad ?? 'unidad', toCents(p.precio));
