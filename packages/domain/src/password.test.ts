import { describe, expect, it } from 'vitest';
import { ACCOUNT_MSG } from './account-messages.ts';
import { MSG } from './messages.ts';
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
