// Money is integer cents everywhere (DESIGN §2); pesos appear only at the edges (JSON, forms).
// Rounding is half-up, symmetric for negatives (half away from zero): 0.005 → 0.01, -0.005 → -0.01.

/**
 * Rounds half-up (away from zero) to an integer. The value is first cut to 15 significant
 * digits, which removes binary float noise: 100.49999999999999 (1.005 × 100) becomes 100.5.
 */
export function roundHalfUp(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Valor no numérico: ${value}`);
  // Integer cents (nearly every call) are their own rounding; the cut below makes a string of
  // each (issue 36: a 2,000-order Preparación formats 20,000 amounts). Below 1e15 so that the
  // cut to 15 digits would have kept them whole too.
  if (Number.isInteger(value) && Math.abs(value) < 1e15) return value === 0 ? 0 : value;
  const clean = Number(value.toPrecision(15));
  const rounded = Math.sign(clean) * Math.round(Math.abs(clean));
  return rounded === 0 ? 0 : rounded; // no -0
}

/** Pesos to integer cents: 1.005 → 101, 0.1 + 0.2 → 30. Throws on NaN or Infinity. */
export function toCents(pesos: number): number {
  return roundHalfUp(pesos * 100);
}

/**
 * The one reader of pesos at the edges (JSON from Mercado Pago, ARCA's XML, query strings):
 * a finite number or a numeric string ("1.10") to integer cents, rounded half-up like toCents
 * (1.005 → 101); null for anything that is not an amount (NaN, "", "abc", null) or whose cents
 * are not a safe integer (1e21).
 */
export function pesosToCents(amount: unknown): number | null {
  if (typeof amount === 'string' && amount.trim() === '') return null;
  const n = typeof amount === 'number' ? amount : typeof amount === 'string' ? Number(amount) : NaN;
  if (!Number.isFinite(n)) return null;
  const cents = toCents(n);
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Integer cents to pesos: 12345 → 123.45. */
export function fromCents(cents: number): number {
  return cents / 100;
}

function splitCents(cents: number): { sign: string; whole: string; fraction: string } {
  const rounded = roundHalfUp(cents);
  const abs = Math.abs(rounded);
  return {
    sign: rounded < 0 ? '-' : '',
    whole: String(Math.trunc(abs / 100)),
    fraction: String(abs % 100).padStart(2, '0'),
  };
}

/** "1234.50": two decimals, a dot, no thousands separator (API `total`, e-mails). */
export function centsToFixed(cents: number): string {
  const { sign, whole, fraction } = splitCents(cents);
  return `${sign}${whole}.${fraction}`;
}

/** "1234,50": Spanish decimals without thousands separator (CSV export). */
export function formatDecimalEs(cents: number): string {
  const { sign, whole, fraction } = splitCents(cents);
  return `${sign}${whole},${fraction}`;
}

/**
 * "$ 1.234,50", as es-AR writes pesos, with a plain space so text is stable; a negative amount is
 * "-$ 1.234,50" (an ASCII hyphen-minus before the sign, the one way the shop writes it: on
 * screen, in e-mails and audit lines, and as spreadsheets and screen readers read it; issue 33).
 * Written by hand:
 * a browser's first `Intl.NumberFormat` loads the locale's data, a long task on a phone's first
 * page (about 37 ms on the bench machine before the 4× slowdown of a mid-range phone).
 */
export function formatMoney(cents: number): string {
  const { sign, whole, fraction } = splitCents(cents);
  return `${sign}$ ${whole.replace(/\B(?=(\d{3})+$)/g, '.')},${fraction}`;
}

/** "$ 1.234,50" from an answer's fixed-point amount ("1234.50"). */
export function formatFixedMoney(fixed: string | number): string {
  return formatMoney(toCents(Number(fixed)));
}

/** A change of money with its sign always written: "+$ 50,00", "-$ 50,00", "$ 0,00". */
export function formatSignedMoney(cents: number): string {
  return cents > 0 ? `+${formatMoney(cents)}` : formatMoney(cents);
}
