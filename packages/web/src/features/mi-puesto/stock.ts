// The stock stepper of "Mis productos" (MARKET §15): units, or grams shown as kilograms.
import { kgDeGramos } from '@feria/domain/rules/weight';

/** What the field shows: "12" units, or "1,25" kg for 1250 g. */
export function stockText(unidad: string, cantidad: number): string {
  return unidad === 'kg' ? kgDeGramos(cantidad) : String(cantidad);
}

/**
 * What the field holds as the API's `cantidad`: whole units, or kilograms ("1,25" or "1.25",
 * at most three decimals) as grams; null when it is not a quantity of 0 or more.
 */
export function stockFromText(unidad: string, text: string): number | null {
  const trimmed = text.trim();
  if (unidad !== 'kg') return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : null;
  const normal = trimmed.replace(',', '.');
  if (!/^\d{1,6}(\.\d{1,3})?$/.test(normal)) return null;
  return Math.round(Number(normal) * 1000);
}
