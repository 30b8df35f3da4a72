// Sold by weight (MARKET §8). A product is sold by "unidad" or by "kg"; for "kg" its price is that
// of one kilogram, and its stock and every sale line's quantity are whole grams. One place for
// how a quantity reads ("750 g", "1,25 kg"), used by the server (mails, CSV, sheets) and the web.
import { WEIGHT_MSG } from '../messages/weight.ts';
import { formatMoney } from './money.ts';

export const UNIDADES = ['unidad', 'kg'] as const;
export type Unidad = (typeof UNIDADES)[number];

const PASO_MIN = 50;
const PASO_MAX = 5000;
export const PASO_DEFAULT = 250;
/** API.md round 3: a web order takes at most 25 kg of a product sold by weight. */
const WEB_MAX_GRAMOS = 25_000;
/** The most a product's stock holds (SPEC §5's 1.000.000), here grams: no weight is above it. */
const MAX_GRAMOS = 1_000_000;

/** "La cantidad de Tomate debe ser múltiplo de 250 g" */
function multiploDePaso(nombre: string, paso: number): string {
  return `La cantidad de ${nombre} debe ser múltiplo de ${paso} g`;
}

/** "Podés pedir hasta 25 kg de Queso" */
function hastaKgDe(nombre: string): string {
  return `Podés pedir hasta ${WEB_MAX_GRAMOS / 1000} kg de ${nombre}`;
}

/** Grams as kilograms with a decimal comma and no trailing zeros: 1250 → "1,25", 1000 → "1". */
export function kgDeGramos(gramos: number): string {
  const sign = gramos < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(gramos));
  const whole = Math.trunc(abs / 1000);
  const fraction = String(abs % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return `${sign}${whole}${fraction ? `,${fraction}` : ''}`;
}

/** "1,25 kg disponibles." */
export function kgDisponibles(gramos: number): string {
  return `${kgDeGramos(gramos)} kg disponibles.`;
}

/** "750 g" below one kilogram, "1,25 kg" from one kilogram. */
export function formatGramos(gramos: number): string {
  return Math.abs(gramos) < 1000 ? `${Math.trunc(gramos)} g` : `${kgDeGramos(gramos)} kg`;
}

/** A quantity as a person reads it: "3" for units, "750 g" / "1,25 kg" for a product by weight. */
export function formatCantidad(unidad: string, cantidad: number): string {
  return unidad === 'kg' ? formatGramos(cantidad) : String(cantidad);
}

/** "$ 2.400,00 / kg" for a product by weight, "$ 2.400,00" for one by unit. */
export function formatPrecio(unidad: string, precioCents: number): string {
  const money = formatMoney(precioCents);
  return unidad === 'kg' ? `${money} / kg` : money;
}

/**
 * A line's subtotal in cents. By weight: precio × gramos / 1000, half-up to the cent, in exact
 * integer arithmetic (BigInt, so no product of two int32 values loses a digit).
 */
export function lineSubtotalCents(unidad: Unidad, precioCents: number, cantidad: number): number {
  if (unidad !== 'kg') return precioCents * cantidad;
  const product = BigInt(precioCents) * BigInt(cantidad);
  const sign = product < 0n ? -1n : 1n;
  const abs = product * sign;
  return Number(((abs + 500n) / 1000n) * sign);
}

/** The web rule for a line: a kg line's grams are a positive multiple of `paso`, at most 25 kg. */
export function checkWebWeightLine(line: {
  unidad: string;
  nombre: string;
  paso: number;
  cantidad: number;
}): string | null {
  if (line.unidad !== 'kg') return null;
  if (line.cantidad > WEB_MAX_GRAMOS) return hastaKgDe(line.nombre);
  if (line.cantidad <= 0 || line.cantidad % line.paso !== 0) {
    return multiploDePaso(line.nombre, line.paso);
  }
  return null;
}

/** A weight at the point of sale or at preparation: whole grams from 1 to 1000 kg. */
export function checkGramos(gramos: unknown): string | null {
  if (typeof gramos !== 'number' || !Number.isInteger(gramos) || gramos < 1) {
    return WEIGHT_MSG.pesoMayorCero;
  }
  return gramos > MAX_GRAMOS ? WEIGHT_MSG.pesoMaximo : null;
}

/** The product form's "Paso (g)": whole grams from 50 to 5000. */
export function checkPaso(paso: unknown): string | null {
  const value = typeof paso === 'string' ? Number(paso.trim()) : paso;
  if (typeof value !== 'number' || !Number.isInteger(value)) return WEIGHT_MSG.pasoRango;
  return value < PASO_MIN || value > PASO_MAX ? WEIGHT_MSG.pasoRango : null;
}

/** The basket's step: `paso` grams for a product by weight, one for a product by unit. */
export function stepOf(product: { unidad?: string; paso?: number }): number {
  return product.unidad === 'kg' ? (product.paso ?? PASO_DEFAULT) : 1;
}

/**
 * "Pesamos tu pedido: el total pasó de $ 5.375,00 a $ 5.368,50" (issue 49 item 7): told to the
 * customer on the order page and in the next mail once weighing changed the total; null when
 * nothing was weighed or the weights left the total as it was.
 */
export function pesadoText(antesCents: number | null, totalCents: number): string | null {
  if (antesCents === null || antesCents === totalCents) return null;
  return `Pesamos tu pedido: el total pasó de ${formatMoney(antesCents)} a ${formatMoney(totalCents)}`;
}
