// Spanish alphabetical order (ñ after n; accents, then case, break ties) without Intl for the
// words a shop's categories and brands are written with. A browser's first Intl.Collator loads
// the locale's data: a long task on the catalogue's first page on a phone. Any other character
// (punctuation, other alphabets) goes to Intl.Collator('es'), and spanish-order.test.ts checks
// the two agree on random words.

const LETTERS = 'abcdefghijklmnñopqrstuvwxyz';
const ACCENTS: Record<string, [base: string, accent: number]> = {
  á: ['a', 1],
  é: ['e', 1],
  í: ['i', 1],
  ó: ['o', 1],
  ú: ['u', 1],
  ü: ['u', 2],
};

type Weights = { primary: number[]; accent: number[]; upper: number[] };

/** The weights of each character, or null when a character is not one this file knows. */
function weights(text: string): Weights | null {
  const w: Weights = { primary: [], accent: [], upper: [] };
  for (const char of text) {
    const lower = char.toLowerCase();
    const [base, accent] = ACCENTS[lower] ?? [lower, 0];
    let primary: number;
    if (base === ' ') primary = 1;
    else if (base >= '0' && base <= '9') primary = 10 + Number(base);
    else {
      const letter = LETTERS.indexOf(base);
      if (letter < 0 || base.length !== 1) return null;
      primary = 100 + letter;
    }
    w.primary.push(primary);
    w.accent.push(accent);
    w.upper.push(char === lower ? 0 : 1);
  }
  return w;
}

function compareLists(a: number[], b: number[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0);
  return a.length - b.length;
}

let collator: Intl.Collator | undefined;

// Sorting n texts compares each one some log n times: their weights are kept (issue 36: sorting
// the 1,000 products of a feria's Preparación spent more time making weights than comparing).
// Cleared when full, so a long-running server keeps a bounded number.
const known = new Map<string, Weights | null>();
const KNOWN_MAX = 5_000;

function weightsOf(text: string): Weights | null {
  let w = known.get(text);
  if (w === undefined) {
    if (known.size >= KNOWN_MAX) known.clear();
    w = weights(text);
    known.set(text, w);
  }
  return w;
}

/** Compares two texts in Spanish alphabetical order, as Intl.Collator('es') does. */
export function compareSpanish(a: string, b: string): number {
  const wa = weightsOf(a);
  const wb = weightsOf(b);
  if (!wa || !wb) {
    collator ??= new Intl.Collator('es');
    return collator.compare(a, b);
  }
  const order =
    compareLists(wa.primary, wb.primary) ||
    compareLists(wa.accent, wb.accent) ||
    compareLists(wa.upper, wb.upper);
  return Math.sign(order);
}
