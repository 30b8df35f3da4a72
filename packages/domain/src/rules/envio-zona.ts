// The order with Envío while zones are on (MARKET §14): the customer's barrio finds its zone among
// the active ones (trimmed, ignoring case and accents; a barrio is in one active zone at most) and
// the products' subtotal, before any fee, must reach that zone's minimum. The server refuses with
// these messages; the checkout shows the same before sending.
import { ENVIO_MSG, envioMinimoMsg } from '../messages/envios.ts';
import { normalizeText } from './catalog.ts';

type ZonaDeBarrios = { nombre: string; barrios: readonly string[]; activa: boolean };

/**
 * The active zone that holds the barrio, or null (also for a blank barrio).
 */
export function zonaDelBarrio<Z extends ZonaDeBarrios>(
  zonas: readonly Z[],
  barrio: string,
): Z | null {
  const key = normalizeText(barrio);
  if (key === '') return null;
  return zonas.find((z) => z.activa && z.barrios.some((b) => normalizeText(b) === key)) ?? null;
}

/** Whether the products' subtotal (cents) reaches a minimum in whole pesos: exactly it is enough. */
export const alcanzaMinimo = (subtotalCents: number, minimoPesos: number): boolean =>
  subtotalCents >= minimoPesos * 100;

/**
 * Steps 1–3 of a web order with Envío among the active zones: a barrio, one we reach, and the
 * zone's minimum. The cupo (step 4) is the server's, under the zone's lock.
 */
export function checkEnvioZona<Z extends ZonaDeBarrios & { minimo: number }>(
  zonas: readonly Z[],
  barrio: string | undefined,
  subtotalCents: number,
): { ok: true; zona: Z } | { ok: false; message: string } {
  if (!barrio?.trim()) return { ok: false, message: ENVIO_MSG.barrioRequerido };
  const zona = zonaDelBarrio(zonas, barrio);
  if (!zona) return { ok: false, message: ENVIO_MSG.barrioFuera };
  if (!alcanzaMinimo(subtotalCents, zona.minimo)) {
    return { ok: false, message: envioMinimoMsg(zona.nombre, zona.minimo) };
  }
  return { ok: true, zona };
}

/** Every barrio of the zones once, in Spanish alphabetical order (the checkout's choice). */
export const barriosDeZonas = (zonas: readonly { barrios: readonly string[] }[]): string[] =>
  [...new Set(zonas.flatMap((z) => z.barrios))].sort((a, b) => a.localeCompare(b, 'es'));
