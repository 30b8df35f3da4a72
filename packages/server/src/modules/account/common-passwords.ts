// A new password follows the domain's rule (passwordProblem) against the common list
// (config/common-passwords.ts), the same rule ADMIN_PASSWORD follows at start-up (config.ts).
import { type PasswordContext, passwordProblem } from '@feria/domain/rules/password';
import { commonPasswords } from '../../config/common-passwords.ts';
import { HttpError } from '../../http/errors.ts';

/** 400 naming the field when a new password breaks the rule (too short, common, too easy). */
export async function assertNewPassword(
  password: string,
  field: string,
  context: PasswordContext,
): Promise<void> {
  const problem = passwordProblem(password, commonPasswords(), context);
  if (problem) throw new HttpError(400, problem, { issues: [{ path: field, message: problem }] });
}
