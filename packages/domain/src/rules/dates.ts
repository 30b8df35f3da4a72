// Times are stored in UTC and shown in Buenos Aires time (DESIGN §2). Calendar days travel as
// "aaaa-mm-dd"; the sales cards show "dd/mm/aaaa" and "HH:mm".

export const SHOP_TIME_ZONE = 'America/Argentina/Buenos_Aires';

/**
 * Buenos Aires keeps UTC−3 all year: no daylight saving since March 2009 (tz database). The shop's
 * clock is that fixed offset, both ways (ferias.ts turns a wall-clock day and time into an
 * instant with it). No Intl here: a browser's first Intl formatter loads the locale and time-zone
 * data, a long task on a phone's first page. dates.test.ts checks the offset against the tz
 * database's America/Argentina/Buenos_Aires hour by hour, so a change of the country's clocks
 * shows up there when Node's time-zone data brings it.
 */
export const SHOP_UTC_OFFSET = '-03:00';
const SHOP_OFFSET_MS = -3 * 60 * 60 * 1000;

const two = (n: number) => String(n).padStart(2, '0');

export type ShopDateParts = {
  dia: string; // aaaa-mm-dd
  fecha: string; // dd/mm/aaaa
  hora: string; // HH:mm
};

/** A moment as the shop's calendar day, card date and card time. */
export function shopDateParts(moment: Date): ShopDateParts {
  const wall = new Date(moment.getTime() + SHOP_OFFSET_MS);
  const year = String(wall.getUTCFullYear());
  const [month, day] = [two(wall.getUTCMonth() + 1), two(wall.getUTCDate())];
  const [hour, minute] = [two(wall.getUTCHours()), two(wall.getUTCMinutes())];
  return {
    dia: `${year}-${month}-${day}`,
    fecha: `${day}/${month}/${year}`,
    hora: `${hour}:${minute}`,
  };
}

/** A moment as the shop writes it everywhere: "26/11/2026 03:48" (dd/mm/aaaa HH:mm, Buenos Aires). */
export function shopDateTime(moment: Date | string): string {
  const { fecha, hora } = shopDateParts(new Date(moment));
  return `${fecha} ${hora}`;
}

/** Today's calendar day in the shop ("aaaa-mm-dd"). */
export function shopToday(now: Date = new Date()): string {
  return shopDateParts(now).dia;
}

/** A real calendar day written "aaaa-mm-dd" (no 2025-02-30). */
/** A month as "aaaa-mm" (Facturas del mes). */
export const ISO_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export function isIsoDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** The day `days` after (or before, when negative) an "aaaa-mm-dd" day. */
export function addDays(day: string, days: number): string {
  if (!isIsoDay(day)) throw new RangeError(`Fecha inválida: ${day}`);
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** "2025-03-05" → "05/03": day and month with two digits each. */
export const isoDayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** "2025-03-05" → "05/03/2025". */
export function isoDayToEs(day: string): string {
  if (!isIsoDay(day)) throw new RangeError(`Fecha inválida: ${day}`);
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}
