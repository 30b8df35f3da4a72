// MARKET §14 "Geocoding (Georef)": an Envío address asked once, and Georef's answer read.

import { normalizeText } from './catalog.ts';

/**
 * The key an address is kept by: direccion, provincia and localidad compared ignoring case,
 * accents, dots, commas, and surrounding and repeated spaces ("Bv. Gálvez 1234" is "bv galvez 1234").
 */
export function claveDireccion(direccion: string, provincia: string, localidad: string): string {
  const part = (s: string) => normalizeText(s.replace(/[.,]/g, ' '));
  return [direccion, provincia, localidad].map(part).join('|');
}

export type Punto = { lat: number; lon: number };

/**
 * The point of Georef's `GET /direcciones` answer: `direcciones[0].ubicacion.lat` and `.lon` when
 * both are finite numbers in range; null when Georef could not place the address (`cantidad: 0`,
 * no `ubicacion`, or its values null) or the answer has another shape.
 */
export function georefPunto(body: unknown): Punto | null {
  const direcciones = (body as { direcciones?: unknown } | null)?.direcciones;
  if (!Array.isArray(direcciones)) return null;
  const ubicacion = (direcciones[0] as { ubicacion?: { lat?: unknown; lon?: unknown } } | undefined)
    ?.ubicacion;
  const { lat, lon } = ubicacion ?? {};
  if (typeof lat !== 'number' || typeof lon !== 'number') return null;
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return { lat: Math.round(lat * 1e6) / 1e6, lon: Math.round(lon * 1e6) / 1e6 };
}

/** Attempts per address in all (a timeout, a network error or a 5xx each count one). */
export const GEOREF_INTENTOS = 3;
/** The least time between two attempts for one address. */
export const GEOREF_ESPERA_MS = 60_000;
