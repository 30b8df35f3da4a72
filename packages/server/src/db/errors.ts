// Errors of the database that a write expects and answers, on PGlite and PostgreSQL alike.

/** PostgreSQL's unique_violation (23505), wrapped or not by the driver. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** A deadlock (40P01) or serialization failure (40001): the transaction may simply run again. */
export function isLockConflict(err: unknown): boolean {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (code === '40P01' || code === '40001') return true;
  }
  return false;
}
