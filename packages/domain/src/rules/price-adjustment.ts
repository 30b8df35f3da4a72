// The bulk price adjustment (MARKET.md §5), in integer cents: new = old × (1 + p/100), rounded
// half-up to the cent, then half-up to the nearest multiple of the rounding step, never below
// the step (or one cent without a step).

/** The rounding steps offered, in whole pesos (0 = "Sin redondeo"). */
export const ROUNDING_STEPS = [0, 10, 50, 100] as const;
export type RoundingStep = (typeof ROUNDING_STEPS)[number];

const MIN_PERCENT = -90;
const MAX_PERCENT = 500;

/** Half-up division of non-negative integers: round(num / den) with .5 going up. */
function divideHalfUp(num: number, den: number): number {
  return Math.floor((2 * num + den) / (2 * den));
}

/** The percentage in hundredths (12.5 → 1250), the exact integer the arithmetic uses. */
export function percentHundredths(percent: number): number {
  return Math.round(percent * 100);
}

/**
 * The adjusted price of one product, in cents.
 * @internal Exported for its tests.
 */
export function adjustedCents(oldCents: number, percent: number, step: RoundingStep): number {
  const factor = 10_000 + percentHundredths(percent); // ×(1 + p/100) in hundredths of a percent
  const cents = divideHalfUp(oldCents * factor, 10_000);
  if (step === 0) return Math.max(cents, 1);
  const stepCents = step * 100;
  return Math.max(divideHalfUp(cents, stepCents) * stepCents, stepCents);
}

/** True when a percentage is allowed: −90..500, not 0, at most two decimals. */
export function percentProblem(percent: number): 'range' | 'decimals' | null {
  if (!Number.isFinite(percent) || percent === 0) return 'range';
  if (percent < MIN_PERCENT || percent > MAX_PERCENT) return 'range';
  if (Math.abs(percent * 100 - Math.round(percent * 100)) > 1e-6) return 'decimals';
  return null;
}

/** Reads "12,5", "-10" or "12.5" as typed in the form; null when it is not a number. */
export function parsePercent(text: string): number | null {
  const clean = text.trim().replace(',', '.');
  if (!/^[-+]?\d+(\.\d+)?$/.test(clean)) return null;
  return Number(clean);
}

export type PriceChange = { id: number; antesCents: number; despuesCents: number };

/** The products whose price moves: those the rounding leaves unchanged are not listed. */
export function priceChanges(
  products: readonly { id: number; precioCents: number }[],
  percent: number,
  step: RoundingStep,
): PriceChange[] {
  return products
    .map((p) => ({
      id: p.id,
      antesCents: p.precioCents,
      despuesCents: adjustedCents(p.precioCents, percent, step),
    }))
    .filter((c) => c.despuesCents !== c.antesCents);
}
