// The list of common passwords (DESIGN §3.18): the 49,233 passwords of
// @zxcvbn-ts/language-common (zxcvbn's frequency list, built from leaked-password corpora), read
// once, on the first new password, into a Set. It never goes to the browser.
import { commonKey, type PasswordContext, passwordProblem } from '@feria/domain/rules/password';
import { HttpError } from '../../http/errors.ts';

let list: Promise<ReadonlySet<string>> | undefined;

export function commonPasswords(): Promise<ReadonlySet<string>> {
  list ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set((dictionary['passwords-common'] as string[]).map(commonKey)),
  );
  return list;
}

/** 400 naming the field when a new password breaks the rule (too short, common, too easy). */
export async function assertNewPassword(
  password: string,
  field: string,
  context: PasswordContext,
): Promise<void> {
  const problem = passwordProblem(password, await commonPasswords(), context);
  if (problem) throw new HttpError(400, problem, { issues: [{ path: field, message: problem }] });
}
