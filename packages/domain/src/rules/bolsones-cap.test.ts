import { describe, expect, it } from 'vitest';
import { bolsonesTopeMsg, overBolsones } from './bolsones-cap.ts';

describe('overBolsones', () => {
  it('allows up to the cap, counting the units already held', () => {
    expect(overBolsones(0, 3, 3)).toBe(false);
    expect(overBolsones(2, 1, 3)).toBe(false);
    expect(overBolsones(0, 1, 1)).toBe(false);
  });

  it('refuses one unit past the cap', () => {
    expect(overBolsones(3, 1, 3)).toBe(true);
    expect(overBolsones(1, 3, 3)).toBe(true);
    expect(overBolsones(0, 4, 3)).toBe(true);
  });

  it("writes the setting's number in the message", () => {
    expect(bolsonesTopeMsg(3)).toBe('Podés suscribirte a 3 bolsones como máximo');
    expect(bolsonesTopeMsg(7)).toBe('Podés suscribirte a 7 bolsones como máximo');
  });
});
