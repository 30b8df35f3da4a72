// The list of common passwords (DESIGN §3.18): the 49,233 passwords of
// @zxcvbn-ts/language-common (zxcvbn's frequency list, built from leaked-password corpora), read
// once, on first use (a new password, or ADMIN_PASSWORD at start-up), into a Set. It never goes
// to the browser. The rule itself is the domain's passwordProblem.
import { createRequire } from 'node:module';
import { commonKey } from '@feria/domain/rules/password';

const require = createRequire(import.meta.url);
let list: ReadonlySet<string> | undefined;

export function commonPasswords(): ReadonlySet<string> {
  const read = () =>
    require('@zxcvbn-ts/language-common') as { dictionary: Record<string, string[]> };
  list ??= new Set(read().dictionary['passwords-common']?.map(commonKey) ?? []);
  return list;
}
