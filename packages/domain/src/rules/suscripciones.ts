// Bolsones by subscription (MARKET §9): which feria each week's order goes to, when it is
// generated, and what a subscription may still change. Pure: the server and the web share it.
// Weeks run Monday to Sunday on Buenos Aires calendar days ("aaaa-mm-dd"), so no time zone
// arithmetic is needed beyond shopToday.
import { shopToday } from './dates.ts';

export const FRECUENCIAS = ['semanal', 'quincenal'] as const;
export type Frecuencia = (typeof FRECUENCIAS)[number];
export const SUS_ENVIOS = ['Retiro', 'Envío'] as const;
export type SusEnvio = (typeof SUS_ENVIOS)[number];
export const SUS_ESTADOS = ['activa', 'pausada', 'cancelada'] as const;
export type SusEstado = (typeof SUS_ESTADOS)[number];

/** MARKET §9: a customer has at most this many subscriptions that are not cancelled. */
const MAX_SUSCRIPCIONES = 5;
export const MAX_BOLSONES = 5;
/** Generation makes the orders of ferias whose cierre is at most this far away. */
const GENERATION_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

export type SusFeria = {
  id: number;
  fecha: string;
  desde: string;
  lugar: string;
  estado: string;
  cierre: string | Date;
};

export type SusPlan = {
  frecuencia: Frecuencia;
  envio: SusEnvio;
  lugar: string | null;
  /** When the subscription was made: its week is week 0 of `quincenal`. */
  creadaEn: Date | string;
};

/** A place compared ignoring case, accents and extra spaces ("Plaza  Pueyrredón" = "plaza pueyrredon"). */
export function samePlace(a: string, b: string): boolean {
  const fold = (s: string) =>
    s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/g, ' ');
  return fold(a) === fold(b);
}

/** Days since 1970-01-01 of an "aaaa-mm-dd" day. */
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);

/** The Monday-to-Sunday week of a day, as a number: 1970-01-05 (a Monday) begins week 0. */
export function weekOf(day: string): number {
  return Math.floor((dayNumber(day) - 4) / 7);
}

const byFechaDesde = (a: SusFeria, b: SusFeria) =>
  a.fecha === b.fecha
    ? a.desde < b.desde
      ? -1
      : a.desde > b.desde
        ? 1
        : a.id - b.id
    : a.fecha < b.fecha
      ? -1
      : 1;

/** Whether a week is one of the plan's: every week, or every other week from its creation's. */
function weekMatches(plan: Pick<SusPlan, 'frecuencia' | 'creadaEn'>, week: number): boolean {
  if (plan.frecuencia === 'semanal') return true;
  const first = weekOf(shopToday(new Date(plan.creadaEn)));
  return (((week - first) % 2) + 2) % 2 === 0;
}

/**
 * The plan's ferias, one per week, soonest first: of the programada ferias at its place (Retiro)
 * or all of them (Envío), the first of each calendar week, in the weeks the frequency takes.
 */
export function planFerias<T extends SusFeria>(plan: SusPlan, ferias: readonly T[]): T[] {
  const candidates = ferias
    .filter((f) => f.estado === 'programada')
    .filter(
      (f) => plan.envio === 'Envío' || (plan.lugar !== null && samePlace(f.lugar, plan.lugar)),
    )
    .sort(byFechaDesde);
  const firstOfWeek = new Map<number, T>();
  for (const f of candidates) {
    const week = weekOf(f.fecha);
    if (!firstOfWeek.has(week)) firstOfWeek.set(week, f);
  }
  return [...firstOfWeek.entries()].filter(([week]) => weekMatches(plan, week)).map(([, f]) => f);
}

const cierreMs = (f: Pick<SusFeria, 'cierre'>) => new Date(f.cierre).getTime();

/** Whether orders for the feria still change: its cierre has not come. */
function beforeCierre(feria: Pick<SusFeria, 'cierre'>, now: Date): boolean {
  return now.getTime() < cierreMs(feria);
}

/** `proxima`: the next of the plan's ferias whose cierre has not passed. */
export function nextPlanFeria<T extends SusFeria>(
  plan: SusPlan,
  ferias: readonly T[],
  now: Date,
): T | null {
  return planFerias(plan, ferias).find((f) => beforeCierre(f, now)) ?? null;
}

/**
 * @internal Exported for its tests.
 * The generation window: the cierre is in the future and at most 7 days away.
 */
export function inGenerationWindow(feria: Pick<SusFeria, 'cierre'>, now: Date): boolean {
  const left = cierreMs(feria) - now.getTime();
  return left > 0 && left <= GENERATION_WINDOW_MS;
}

/** The plan's ferias generation makes an order for now. */
export function feriasToGenerate<T extends SusFeria>(
  plan: SusPlan,
  ferias: readonly T[],
  now: Date,
): T[] {
  return planFerias(plan, ferias).filter((f) => inGenerationWindow(f, now));
}

/** Monday and Sunday of a day's week, to find an order already in that week. */
export function weekBounds(day: string): { desde: string; hasta: string } {
  const week = weekOf(day);
  const monday = new Date((week * 7 + 4) * 86_400_000).toISOString().slice(0, 10);
  const sunday = new Date((week * 7 + 10) * 86_400_000).toISOString().slice(0, 10);
  return { desde: monday, hasta: sunday };
}

/** MARKET §9: saltear after the cierre is refused; cancelled subscriptions never change. */
export type SusChange = 'ok' | 'cancelada' | 'cerrada';
export function canSkip(estado: SusEstado, feria: Pick<SusFeria, 'cierre'>, now: Date): SusChange {
  if (estado === 'cancelada') return 'cancelada';
  return beforeCierre(feria, now) ? 'ok' : 'cerrada';
}

/** Whether one more subscription fits: at most 5 not cancelled. */
export const underLimit = (notCancelled: number) => notCancelled < MAX_SUSCRIPCIONES;

const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

/** "sábado 05/12": the feria's day as the bolsón's mail subject writes it. */
export function feriaDiaCorto(fecha: string): string {
  const weekday = WEEKDAYS[new Date(`${fecha}T12:00:00Z`).getUTCDay()] ?? '';
  const [, mm, dd] = fecha.split('-');
  return `${weekday} ${dd}/${mm}`;
}
