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
    const next = random(7);
    const alphabet = 'aAáÁeéÉiíoóÓuúüÜÚnNñÑzZ09 ';
    for (let i = 0; i < 20_000; i++) {
      const [a, b] = [word(next, alphabet), word(next, alphabet)];
      expect(compareSpanish(a, b), `${a} | ${b}`).toBe(Math.sign(collator.compare(a, b)));
    }
  });

  test('con otros caracteres responde lo mismo que Intl.Collator("es")', () => {
    const next = random(11);
    const alphabet = 'aAeñ -.&/ç(';
    for (let i = 0; i < 5_000; i++) {
      const [a, b] = [word(next, alphabet), word(next, alphabet)];
      expect(compareSpanish(a, b), `${a} | ${b}`).toBe(Math.sign(collator.compare(a, b)));
    }
  });
});
