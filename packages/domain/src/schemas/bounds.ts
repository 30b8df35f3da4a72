// What the database columns hold (issue 12): ids and quantities are PostgreSQL `integer`
// (int4), dates of the cash book a sensible range. Every schema bounds its numbers with these so
// an out-of-range value is a 400 with a Spanish message, never a database error.
import { z } from 'zod';
import { MSG } from '../messages.ts';

/** Largest value of an `integer` column: 2^31 − 1. */
export const MAX_INT32 = 2_147_483_647;

/** The cash book's days: from 2000-01-01 to 2100-12-31. */
export const MIN_DAY = '2000-01-01';
export const MAX_DAY = '2100-12-31';

/** An ISO day (already checked to be a real date) inside MIN_DAY..MAX_DAY. */
export function isDayInRange(day: string): boolean {
  return day >= MIN_DAY && day <= MAX_DAY;
}

/** A row id sent as a JSON number: a whole number from 1 to 2^31 − 1. */
export function rowId(message: string = MSG.idInvalido) {
  return z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(MAX_INT32, { error: message });
}
