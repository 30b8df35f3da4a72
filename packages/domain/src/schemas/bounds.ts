/** Largest value of an `integer` column: 2^31 − 1. */
export const MAX_INT32 = 2_147_483_647;

/** The days the shop's records hold (cash book, ferias): from 2000-01-01 to 2100-12-31. */
const MIN_DAY = '2000-01-01';
const MAX_DAY = '2100-12-31';

/** An ISO day (already checked to be a real date) inside MIN_DAY..MAX_DAY. */
export function isDayInRange(day: string): boolean {
  return day >= MIN_DAY && day <= MAX_DAY;
}

/** A date-time text (`Date.parse`) whose instant falls inside MIN_DAY..MAX_DAY (UTC). */
export function isInstantInRange(value: string): boolean {
  const time = Date.parse(value);
  return !Number.isNaN(time) && isDayInRange(new Date(time).toISOString().slice(0, 10));
}
