import { describe, expect, it } from 'vitest';
import { ACCOUNT_MSG } from '../messages/account.ts';
import { MSG } from '../messages/shop.ts';
import { commonKey, passwordProblem } from './password.ts';

describe('passwordProblem', () => {
  const common = new Set(['password1', 'qwertyuiop'].map(commonKey));

  it('asks for at least 8 characters', () => {
    expect(passwordProblem('1234567')).toBe(MSG.passwordMinimo);
    expect(passwordProblem('12345678')).toBeNull();
  });

  it('refuses a common password whatever its case', () => {
    expect(passwordProblem('Password1', common)).toBe(ACCOUNT_MSG.passwordComun);
    expect(passwordProblem('QWERTYUIOP', common)).toBe(ACCOUNT_MSG.passwordComun);
    expect(passwordProblem('tomate-verde-27', common)).toBeNull();
  });

  it('checks the length first', () => {
    expect(passwordProblem('abc', new Set(['abc']))).toBe(MSG.passwordMinimo);
  });
});

describe('passwords too easy to guess (issue 28)', () => {
  const context = { shopName: 'Feria Agroecológica Santa Fe', email: 'ana.perez@correo.com' };

  it('refuses one character repeated and only spaces', () => {
    expect(passwordProblem('aaaaaaaa')).toBe(ACCOUNT_MSG.passwordFacil);
    expect(passwordProblem('😀😀😀😀😀😀😀😀')).toBe(ACCOUNT_MSG.passwordFacil);
    expect(passwordProblem('          ')).toBe(ACCOUNT_MSG.passwordFacil);
    expect(passwordProblem('aaaaaaab')).toBeNull();
  });

  it("refuses the shop's own words with digits and signs around them", () => {
    for (const easy of [
      'feria2025',
      'Feria-Feria!',
      'agroecologica',
      'AgroEcológica 1',
      'santa fe 1234',
      'ana.perez2024',
      'anaperez',
      'la feria 99',
    ]) {
      expect(passwordProblem(easy, undefined, context), easy).toBe(ACCOUNT_MSG.passwordFacil);
    }
  });

  it('accepts passwords that only contain one of them', () => {
    expect(passwordProblem('feria-del-tomate-verde', undefined, context)).toBeNull();
    expect(passwordProblem('tomate-verde-27', undefined, context)).toBeNull();
  });
});
