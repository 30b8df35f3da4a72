// Times are stored in UTC and shown in Buenos Aires time (DESIGN §2). Calendar days travel as
// "aaaa-mm-dd"; the sales cards show "dd/mm/aaaa" and "HH:mm".

export const SHOP_TIME_ZONE = 'America/Argentina/Buenos_Aires';

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export type ShopDateParts = {
  dia: string; // aaaa-mm-dd
  fecha: string; // dd/mm/aaaa
  hora: string; // HH:mm
};

/** A moment as the shop's calendar day, card date and card time. */
export function shopDateParts(moment: Date): ShopDateParts {
  const parts: Record<string, string> = {};
  for (const part of partsFormat.formatToParts(moment)) parts[part.type] = part.value;
  const { year = '', month = '', day = '', hour = '', minute = '' } = parts;
  return {
    dia: `${year}-${month}-${day}`,
    fecha: `${day}/${month}/${year}`,
    hora: `${hour}:${minute}`,
  };
}

/** Today's calendar day in the shop ("aaaa-mm-dd"). */
export function shopToday(now: Date = new Date()): string {
  return shopDateParts(now).dia;
}

/** A real calendar day written "aaaa-mm-dd" (no 2025-02-30). */
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

/** "2025-03-05" → "05/03/2025". */
export function isoDayToEs(day: string): string {
  if (!isIsoDay(day)) throw new RangeError(`Fecha inválida: ${day}`);
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}
