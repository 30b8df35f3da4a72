import { expect, test } from 'vitest';
import { stamp } from './backup-error.ts';

test('backup names are in Buenos Aires time', () => {
  // 02:30 UTC on the 28th is still the 27th at 23:30 in Santa Fe.
  expect(stamp(new Date('2026-11-28T02:30:15Z'))).toBe('20261127-233015');
});
