import { describe, expect, it } from 'vitest';
import { checkSaleMoment } from './sale-moment.ts';

const now = new Date('2026-11-23T15:00:00.000Z');

describe('checkSaleMoment', () => {
  it('is now without creadaEn', () => {
    expect(checkSaleMoment(undefined, 'web', now)).toEqual({ ok: true, moment: now });
  });
  it('takes a recent point-of-sale moment', () => {
    const r = checkSaleMoment('2026-11-23T11:30:00-03:00', 'pos', now);
    expect(r).toEqual({ ok: true, moment: new Date('2026-11-23T14:30:00.000Z') });
  });
  it('accepts up to 72 hours old and 2 minutes ahead', () => {
    expect(checkSaleMoment('2026-11-20T15:00:00Z', 'pos', now).ok).toBe(true);
    expect(checkSaleMoment('2026-11-23T15:02:00Z', 'pos', now).ok).toBe(true);
  });
  it('refuses older, future, web orders and bad formats', () => {
    expect(checkSaleMoment('2026-11-20T14:59:59Z', 'pos', now).ok).toBe(false);
    expect(checkSaleMoment('2026-11-23T15:02:01Z', 'pos', now).ok).toBe(false);
    expect(checkSaleMoment('2026-11-23T14:00:00Z', 'web', now).ok).toBe(false);
    expect(checkSaleMoment('ayer', 'pos', now).ok).toBe(false);
    expect(checkSaleMoment('2026-11-23', 'pos', now).ok).toBe(false);
    expect(checkSaleMoment('2026-13-45T99:00:00Z', 'pos', now).ok).toBe(false);
  });
});
