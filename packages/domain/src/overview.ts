// Sales per day for the last two weeks of the Control overview: days without sales count zero.
import { addDays } from './dates.ts';

export type DaySales = { dia: string /* aaaa-mm-dd */; cantidad: number; totalCents: number };

/** The overview shows two weeks. */
export const OVERVIEW_DAYS = 14;

/** `days` days ending on `endDay` (aaaa-mm-dd), oldest first, missing days filled with zeros. */
export function fillDays(
  rows: readonly DaySales[],
  endDay: string,
  days = OVERVIEW_DAYS,
): DaySales[] {
  const byDay = new Map(rows.map((row) => [row.dia, row]));
  const filled: DaySales[] = [];
  for (let offset = days - 1; offset >= 0; offset--) {
    const dia = addDays(endDay, -offset);
    const row = byDay.get(dia);
    filled.push(row ? { ...row } : { dia, cantidad: 0, totalCents: 0 });
  }
  return filled;
}
