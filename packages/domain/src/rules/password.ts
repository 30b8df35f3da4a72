// The rule of new passwords (DESIGN §3.18, API.md round 3): at least PASSWORD_MIN characters,
// not on a list of common passwords, not one character repeated, not only spaces, and not made
// of the shop's own words (its name, "feria", the e-mail's local part). The list itself stays on
// the server (it is large); the web checks the rest.
import { ACCOUNT_MSG } from '../messages/account.ts';
import { MSG } from '../messages/shop.ts';
import { PASSWORD_MIN } from '../schemas/user.ts';

/** How a password is looked up in the common list: case does not make it less common. */
export const commonKey = (password: string) => password.trim().toLowerCase();

/** What the shop and the account call themselves: words a guesser tries first. */
export type PasswordContext = { shopName?: string; email?: string };

/** Fewer letters than this left once the shop's words are taken out is "too easy". */
const MIN_OWN_LETTERS = 4;

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The shop's words, longest first, each at least 3 letters. */
function ownWords({ shopName = '', email = '' }: PasswordContext): string[] {
  const local = email.split('@')[0] ?? '';
  const words = [shopName, local, 'feria', ...`${shopName} ${local}`.split(/[^\p{L}\p{N}]+/u)]
    .map((w) => fold(w).replace(/[^\p{L}\p{N}]+/gu, ''))
    .filter((w) => w.length >= 3);
  return [...new Set(words)].sort((a, b) => b.length - a.length);
}

/** True when the password is little more than the shop's words with digits and signs around. */
function madeOfOwnWords(password: string, context: PasswordContext): boolean {
  let rest = fold(password).replace(/[^\p{L}\p{N}]+/gu, '');
  let found = false;
  for (const word of ownWords(context)) {
    if (rest.includes(word)) {
      found = true;
      rest = rest.split(word).join('');
    }
  }
  return found && rest.replace(/\p{N}+/gu, '').length < MIN_OWN_LETTERS;
}

/**
 * The message a new password gets, or null when it is acceptable. `common` is the list (a Set of
 * `commonKey`s); without it that part is not checked.
 */
export function passwordProblem(
  password: string,
  common?: ReadonlySet<string>,
  context: PasswordContext = {},
): string | null {
  if (password.length < PASSWORD_MIN) return MSG.passwordMinimo;
  if (password.trim() === '' || /^(.)\1*$/su.test(password)) return ACCOUNT_MSG.passwordFacil;
  if (common?.has(commonKey(password))) return ACCOUNT_MSG.passwordComun;
  if (madeOfOwnWords(password, context)) return ACCOUNT_MSG.passwordFacil;
  return null;
}
