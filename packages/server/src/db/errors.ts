// Errors of the database that a write expects and answers, on PGlite and PostgreSQL alike.

/** The SQLSTATE codes of an error and of the errors it wraps. */
function codesOf(err: unknown): string[] {
  const codes: string[] = [];
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
  }
  return codes;
}

/** PostgreSQL's unique_violation (23505), wrapped or not by the driver. */
export function isUniqueViolation(err: unknown): boolean {
  return codesOf(err).some((code) => code === '23505');
}

/**
 * A data exception (class 22) or a broken constraint (class 23): the same writes would fail the
 * same way every time, unlike a lost connection or a server stopping.
 */
export function isDataFault(err: unknown): boolean {
  return codesOf(err).some((code) => code.startsWith('22') || code.startsWith('23'));
}

/** A deadlock (40P01) or serialization failure (40001): the transaction may simply run again. */
export function isLockConflict(err: unknown): boolean {
  return codesOf(err).some((code) => code === '40P01' || code === '40001');
}
