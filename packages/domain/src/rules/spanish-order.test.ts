import { describe, expect, test } from 'vitest';
import { compareSpanish } from './spanish-order.ts';

const collator = new Intl.Collator('es');

/** A reproducible stream of numbers in [0, 1). */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

function word(next: () => number, alphabet: string): string {
  const chars = [...alphabet];
  const length = Math.floor(next() * 6);
  let out = '';
  for (let i = 0; i < length; i++) out += chars[Math.floor(next() * chars.length)];
  return out;
}

/** compareSpanish and Intl.Collator('es') agree on `pairs` random pairs of words of `alphabet`. */
function expectOrderOfIntl(alphabet: string, pairs: number, seed: number) {
  const next = random(seed);
  for (let i = 0; i < pairs; i++) {
    const [a, b] = [word(next, alphabet), word(next, alphabet)];
    expect(compareSpanish(a, b), `${a} | ${b}`).toBe(Math.sign(collator.compare(a, b)));
  }
}

describe('orden alfabético en castellano', () => {
  test('la ñ va después de la n, y las tildes y mayúsculas solo desempatan', () => {
    const sorted = [
      'ñandú',
      'Nube',
      'nube',
      'núbil',
      'oca',
      'Ñoqui',
      'azúcar',
      'Azucarera',
      'ÁRBOL',
    ];
    expect(sorted.sort(compareSpanish)).toEqual([
      'ÁRBOL',
      'azúcar',
      'Azucarera',
      'nube',
      'Nube',
      'núbil',
      'ñandú',
      'Ñoqui',
      'oca',
    ]);
  });

  test('ordena igual que Intl.Collator("es") palabras con letras, tildes, ñ, ü, dígitos y espacios', () => {
    expectOrderOfIntl('aAáÁeéÉiíoóÓuúüÜÚnNñÑzZ09 ', 20_000, 7);
  });

  test('con otros caracteres responde lo mismo que Intl.Collator("es")', () => {
    expectOrderOfIntl('aAeñ -.&/ç(', 5_000, 11);
  });

  test('las palabras ya vistas se comparan igual, también después de vaciarse lo guardado', () => {
    const first = compareSpanish('ñandú', 'nube');
    // More distinct words than the weights kept (5,000), so the store is emptied on the way.
    for (let i = 0; i < 6_000; i++) compareSpanish(`palabra ${i}`, 'Ñoqui');
    expect(compareSpanish('ñandú', 'nube')).toBe(first);
    expect(['b', 'á', 'A'].sort(compareSpanish)).toEqual(['A', 'á', 'b']);
  });
});
