import { expect, test } from 'vitest';
import { hasSessionHint } from './session-hint.ts';

test('la pista de sesión se encuentra entre las cookies, y sólo con su nombre exacto', () => {
  expect(hasSessionHint('')).toBe(false);
  expect(hasSessionHint('feria_sesion=1')).toBe(true);
  expect(hasSessionHint('otra=2; feria_sesion=1')).toBe(true);
  expect(hasSessionHint('otra=2;feria_sesion=1')).toBe(true);
  expect(hasSessionHint('xferia_sesion=1; feria_sesionx=1')).toBe(false);
});
