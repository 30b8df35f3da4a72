// The period Ventas and Liquidación show (MARKET §15): one feria, or the days "Desde"–"Hasta".
import { addDays, isIsoDay, isoDayToEs } from '@feria/domain/rules/dates';
import { weekdayDayMonth } from '@feria/domain/rules/ferias';
import type { PortalFeria, VentaLinea } from '@feria/domain/rules/portal';

export type Period = { feriaId: number } | { desde: string; hasta: string };
export type FeriaOption = { id: number; fecha: string; lugar: string };

/** The days whose sales tell which ferias a producer sold at, for the chooser. */
const RECENT_DAYS = 90;

/** The last 90 days up to today: asked once to know the ferias with sales. */
export function recentDays(today: string): { desde: string; hasta: string } {
  return { desde: addDays(today, -(RECENT_DAYS - 1)), hasta: today };
}

/** "feriaId=3" or "desde=2026-11-01&hasta=2026-11-30": the query of the portal's calls. */
export function periodSearch(period: Period): string {
  return 'feriaId' in period
    ? `feriaId=${period.feriaId}`
    : new URLSearchParams({ desde: period.desde, hasta: period.hasta }).toString();
}

/** The ferias of their sales and the ferias ahead, each once, the latest first. */
export function feriaOptions(
  lineas: readonly VentaLinea[],
  ahead: readonly PortalFeria[],
): FeriaOption[] {
  const byId = new Map<number, FeriaOption>();
  for (const l of lineas) if (l.feria) byId.set(l.feria.id, l.feria);
  for (const f of ahead) byId.set(f.id, { id: f.id, fecha: f.fecha, lugar: f.lugar });
  return [...byId.values()].sort((a, b) => b.fecha.localeCompare(a.fecha) || b.id - a.id);
}

/** The feria with sales of the latest date, else the days of `fallback`. */
export function defaultPeriod(
  lineas: readonly VentaLinea[],
  fallback: { desde: string; hasta: string },
): Period {
  const [latest] = feriaOptions(lineas, []);
  return latest ? { feriaId: latest.id } : fallback;
}

/** The period in the page's address (`?feria=3` or `?desde=…&hasta=…`), or null when none. */
export function periodFromParams(params: URLSearchParams): Period | null {
  const feria = params.get('feria');
  if (feria && /^\d{1,9}$/.test(feria)) return { feriaId: Number(feria) };
  const desde = params.get('desde');
  const hasta = params.get('hasta');
  return desde !== null && hasta !== null ? { desde, hasta } : null;
}

/** The address's parameters with `period` in place of the one there. */
export function withPeriod(params: URLSearchParams, period: Period): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['feria', 'desde', 'hasta']) next.delete(key);
  if ('feriaId' in period) next.set('feria', String(period.feriaId));
  else {
    next.set('desde', period.desde);
    next.set('hasta', period.hasta);
  }
  return next;
}

/** "Por fechas" chosen: from the first of this month to today. */
export function thisMonth(today: string): { desde: string; hasta: string } {
  return { desde: `${today.slice(0, 8)}01`, hasta: today };
}

const dayEs = (day: string) => (isIsoDay(day) ? isoDayToEs(day) : day);

/** "Feria del sábado 05/12 — Plaza Norte" (its number when not among `ferias`), or "Del
 * 01/11/2026 al 30/11/2026". */
export function periodLabel(period: Period, ferias: readonly FeriaOption[]): string {
  if ('feriaId' in period) {
    const feria = ferias.find((f) => f.id === period.feriaId);
    return feria
      ? `Feria del ${weekdayDayMonth(feria.fecha)} — ${feria.lugar}`
      : `Feria #${period.feriaId}`;
  }
  return `Del ${dayEs(period.desde)} al ${dayEs(period.hasta)}`;
}
