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

/** Weeks start on Monday (lunes), as the market's calendar does. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = domingo
  return addDays(day, -((weekday + 6) % 7));
}

/** Sales count and amount of the days from `fromDay` on (inclusive). */
export function sumSince(
  rows: readonly DaySales[],
  fromDay: string,
): { cantidad: number; totalCents: number } {
  let cantidad = 0;
  let totalCents = 0;
  for (const row of rows) {
    if (row.dia < fromDay) continue;
    cantidad += row.cantidad;
    totalCents += row.totalCents;
  }
  return { cantidad, totalCents };
}

/** GET /api/overview: the admin's Control summary; amounts in pesos. */
export type AdminOverview = {
  hoy: { cantidad: number; total: number };
  semana: { desde: string; cantidad: number; total: number };
  /** Web orders Pendiente or En preparación (MARKET §7). */
  pendientes: number;
  /** MARKET §7 (round 5): receipts on orders not cobrado, not Anulado ("Comprobantes por revisar"). */
  comprobantesPorRevisar: number;
  /** API.md round 5: annulled sales paid after their annulment ("Pagos de ventas anuladas para
   * devolver"). */
  anuladasParaDevolver: number;
  /** Money collected today (stall sales and web orders), per payment method, in pesos. */
  cobradoHoy: { porMedio: Record<string, number>; total: number };
  sinStock: number;
  pocoStock: number;
  dias: { dia: string; cantidad: number; total: number }[];
};
