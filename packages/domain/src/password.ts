// The rule of new passwords (DESIGN §3.18): at least PASSWORD_MIN characters and not on a list of
// common passwords. The list itself stays on the server (it is large); the web checks the length.
import { ACCOUNT_MSG } from './account-messages.ts';
import { MSG } from './messages.ts';
import { PASSWORD_MIN } from './schemas/user.ts';

/** How a password is looked up in the common list: case does not make it less common. */
export const commonKey = (password: string) => password.trim().toLowerCase();

/**
 * The message a new password gets, or null when it is acceptable. `common` is the list (a Set of
 * `commonKey`s); without it only the length is checked.
 */
export function passwordProblem(password: string, common?: ReadonlySet<string>): string | null {
  if (password.length < PASSWORD_MIN) return MSG.passwordMinimo;
  if (common?.has(commonKey(password))) return ACCOUNT_MSG.passwordComun;
  return null;
}
