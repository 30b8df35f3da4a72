// API.md: "Dates in any query (desde, hasta, settlements, cash, audit) are days from 2000 to
// 2100, else 400 'La fecha debe estar entre los años 2000 y 2100'". The one rule every query
// schema takes its days from.
import { z } from 'zod';
import { MSG } from '../messages/shop.ts';
import { isIsoDay } from '../rules/dates.ts';
import { isDayInRange } from './bounds.ts';

/** What is wrong with a day of a query, if anything: its shape, its range, then the calendar. */
function dayProblem(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return MSG.fechaInvalida;
  if (!isDayInRange(value)) return MSG.fechaFueraDeRango;
  return isIsoDay(value) ? null : MSG.fechaInvalida;
}

/** An optional day of a query string (aaaa-mm-dd, 2000–2100); blank is the same as absent. */
export const queryDay = z
  .string({ error: MSG.fechaInvalida })
  .trim()
  .transform((value) => value || undefined)
  .superRefine((value, ctx) => {
    const problem = value === undefined ? null : dayProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
  })
  .optional();
