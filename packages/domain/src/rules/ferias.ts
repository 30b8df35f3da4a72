// Ferias (market days, MARKET §1): when orders close, which feria is open, which one an order or a
// point-of-sale sale belongs to, and how a feria is written on the site and in e-mails.
// Buenos Aires has no daylight saving: it is always UTC−3, so every instant here is computed from
// UTC and never from the process time zone.
import { addDays, SHOP_UTC_OFFSET, shopDateParts } from './dates.ts';

const FERIA_STATES = ['programada', 'cancelada'] as const;
export type FeriaEstado = (typeof FERIA_STATES)[number];

/** A feria as the API answers it. `cierre` is an ISO 8601 instant. */
export type Feria = {
  id: number;
  fecha: string; // aaaa-mm-dd
  desde: string; // HH:mm
  hasta: string; // HH:mm
  lugar: string;
  direccion: string;
  cierre: string;
  estado: FeriaEstado;
  abierta: boolean;
};

/** What a sale answer says about its feria. */
export type FeriaRef = { id: number; fecha: string; lugar: string };

type FeriaTimes = Pick<Feria, 'fecha' | 'desde'> & { estado: string; cierre: string | Date };

/** The instant of a Buenos Aires wall-clock day and time ("2026-12-05", "09:00"). */
export function buenosAiresInstant(day: string, time: string): Date {
  return new Date(`${day}T${time}:00.000${SHOP_UTC_OFFSET}`);
}

/** Default cut-off: the day before `fecha` at 20:00 Buenos Aires time. */
export function defaultCierre(fecha: string): Date {
  return buenosAiresInstant(addDays(fecha, -1), '20:00');
}

/** When the feria begins (its `desde` on its `fecha`). */
export function feriaStart(feria: Pick<Feria, 'fecha' | 'desde'>): Date {
  return buenosAiresInstant(feria.fecha, feria.desde);
}

/**
 * Orders are taken while the feria is programada and its cut-off has not come. At the cut-off
 * instant itself the feria is already closed: "hasta las 20:00" means an order at 20:00:00.000 is late.
 */
export function isFeriaOpen(feria: Pick<FeriaTimes, 'estado' | 'cierre'>, now: Date): boolean {
  return feria.estado === 'programada' && now.getTime() < new Date(feria.cierre).getTime();
}

/** "aaaa-mm-dd" and "HH:mm" sort as written, character by character. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function byDateThenStart<T extends Pick<Feria, 'fecha' | 'desde'>>(a: T, b: T): number {
  return a.fecha === b.fecha ? byText(a.desde, b.desde) : byText(a.fecha, b.fecha);
}

/** The open ferias, soonest first (earliest fecha, then earliest desde). */
function openFerias<T extends FeriaTimes>(ferias: readonly T[], now: Date): T[] {
  return ferias.filter((f) => isFeriaOpen(f, now)).sort(byDateThenStart);
}

/** The feria a web order without a choice gets: the next open one, or null when none is open. */
export function feriaForOrder<T extends FeriaTimes>(ferias: readonly T[], now: Date): T | null {
  return openFerias(ferias, now)[0] ?? null;
}

/**
 * @internal Exported for its tests.
 * The feria of a point-of-sale sale made at `moment`: the programada feria whose fecha is that
 * Buenos Aires day. With two that day, the latest one already begun at `moment` (else the first).
 */
export function feriaForPosSale<T extends FeriaTimes>(
  ferias: readonly T[],
  moment: Date,
): T | null {
  const day = shopDateParts(moment).dia;
  const sameDay = ferias
    .filter((f) => f.estado === 'programada' && f.fecha === day)
    .sort(byDateThenStart);
  const begun = sameDay.filter((f) => feriaStart(f).getTime() <= moment.getTime());
  return begun.at(-1) ?? sameDay[0] ?? null;
}

/**
 * The feria of a point-of-sale sale (MARKET §1, round 4): the programada feria of the sale's
 * Buenos Aires day. With several that day the sale must name one (`feriaId`), since guessing put
 * a stall's takings into the other square's figures; a named feria must be one of that day's.
 */
export function posSaleFeria<T extends FeriaTimes & { id: number }>(
  ferias: readonly T[],
  moment: Date,
  feriaId?: number | null,
): { ok: true; feria: T | null } | { ok: false; reason: 'elegir' | 'missing' } {
  const day = shopDateParts(moment).dia;
  const sameDay = ferias
    .filter((f) => f.estado === 'programada' && f.fecha === day)
    .sort(byDateThenStart);
  if (feriaId !== undefined && feriaId !== null) {
    const chosen = sameDay.find((f) => f.id === feriaId);
    return chosen ? { ok: true, feria: chosen } : { ok: false, reason: 'missing' };
  }
  if (sameDay.length > 1) return { ok: false, reason: 'elegir' };
  return { ok: true, feria: sameDay[0] ?? null };
}

const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

function dayParts(day: string): { weekday: string; date: number; month: number } {
  const date = new Date(`${day}T12:00:00Z`);
  return {
    weekday: WEEKDAYS[date.getUTCDay()] ?? '',
    date: date.getUTCDate(),
    month: date.getUTCMonth(),
  };
}

/** "sábado 05/12". */
export function weekdayDayMonth(day: string): string {
  const { weekday } = dayParts(day);
  const [, mm, dd] = day.split('-');
  return `${weekday} ${dd}/${mm}`;
}

/**
 * MARKET §15: the product page's and the basket's line when the product's producer marked "No
 * llevo" for the feria the basket is for.
 */
export function noVieneLine(noVieneA: readonly number[] | undefined, feria: Feria | undefined) {
  if (!feria || !noVieneA?.includes(feria.id)) return null;
  return `No viene a la feria del ${weekdayDayMonth(feria.fecha)}`;
}

/** "sábado 5 de diciembre". */
export function weekdayLongDate(day: string): string {
  const { weekday, date, month } = dayParts(day);
  return `${weekday} ${date} de ${MONTHS[month]}`;
}

/** "Próxima feria: sábado 5 de diciembre, 09:00 a 13:00 — Plaza 25 de Mayo. Pedidos hasta el
 * viernes 04/12 a las 20:00." (the cut-off in Buenos Aires time). */
export function proximaFeriaText(
  feria: Pick<Feria, 'fecha' | 'desde' | 'hasta' | 'lugar' | 'cierre'>,
): string {
  return `Próxima feria: ${weekdayLongDate(feria.fecha)}, ${feria.desde} a ${feria.hasta} — ${feria.lugar}. ${pedidosHastaText(feria.cierre)}.`;
}

/**
 * "Retirás tu pedido en Plaza 25 de Mayo (San Martín 1800), el sábado 05/12 de 09:00 a 13:00".
 * @internal Exported for its tests.
 */
export function retiroLine(
  feria: Pick<Feria, 'fecha' | 'desde' | 'hasta' | 'lugar' | 'direccion'>,
): string {
  return `Retirás tu pedido en ${feria.lugar} (${feria.direccion}), el ${weekdayDayMonth(feria.fecha)} de ${feria.desde} a ${feria.hasta}`;
}

/**
 * "Te lo llevamos el sábado 05/12 entre las 09:00 y las 13:00" (the feria's hours).
 * @internal Exported for its tests.
 */
export function envioLine(feria: Pick<Feria, 'fecha' | 'desde' | 'hasta'>): string {
  return `Te lo llevamos el ${weekdayDayMonth(feria.fecha)} entre las ${feria.desde} y las ${feria.hasta}`;
}

/** "Pedidos hasta el viernes 04/12 a las 20:00" (the cut-off in Buenos Aires time). */
export function pedidosHastaText(cierre: string): string {
  const { dia, hora } = shopDateParts(new Date(cierre));
  return `Pedidos hasta el ${weekdayDayMonth(dia)} a las ${hora}`;
}

/** A map search for the feria's place, for a link (the address is URL-encoded). */
export function feriaMapUrl(feria: Pick<Feria, 'lugar' | 'direccion'>): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${feria.lugar}, ${feria.direccion}`)}`;
}

/** The line an order's e-mail gives its feria: pickup for Retiro, delivery day otherwise. */
export function feriaOrderLine(
  feria: Pick<Feria, 'fecha' | 'desde' | 'hasta' | 'lugar' | 'direccion'>,
  envio: string,
): string {
  return envio === 'envio' ? envioLine(feria) : retiroLine(feria);
}
