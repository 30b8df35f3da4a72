// The stops of a feria's reparto (MARKET §14): their default order, their stored order, and the
// "Cómo llegar" link. Pure: the server and the screens share them.
import { normalizeText } from './catalog.ts';

export type ParadaBase = {
  saleId: number;
  barrio: string;
  direccion: string;
  orden: number | null;
};

/** Until someone orders them: by barrio (ignoring case and accents), then direccion, then saleId. */
export const compararParadas = (
  a: Omit<ParadaBase, 'orden'>,
  b: Omit<ParadaBase, 'orden'>,
): number => {
  const barrio = normalizeText(a.barrio).localeCompare(normalizeText(b.barrio), 'es');
  if (barrio !== 0) return barrio;
  const direccion = normalizeText(a.direccion).localeCompare(normalizeText(b.direccion), 'es');
  return direccion !== 0 ? direccion : a.saleId - b.saleId;
};

/** The stored order first (stops ordered before), then the later arrivals in the default order. */
export const ordenarParadas = <T extends ParadaBase>(paradas: readonly T[]): T[] => {
  const ordenadas = paradas
    .filter((p) => p.orden !== null)
    .sort((a, b) => (a.orden as number) - (b.orden as number) || a.saleId - b.saleId);
  const nuevas = paradas.filter((p) => p.orden === null).sort(compararParadas);
  return [...ordenadas, ...nuevas];
};

/** A Google Maps directions URL: to the point when known, else to the written address. */
export const comoLlegar = (
  punto: { lat: number | null; lon: number | null },
  direccion: string,
  localidad: string,
  provincia: string,
): string => {
  const base = 'https://www.google.com/maps/dir/?api=1&destination=';
  if (punto.lat !== null && punto.lon !== null) return `${base}${punto.lat},${punto.lon}`;
  const texto = [direccion, localidad, provincia]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(', ');
  return `${base}${encodeURIComponent(texto)}`;
};

/**
 * A point pasted from a map, "-31.6333, -60.7" (comma, semicolon or space between): its latitude
 * and longitude as typed, or null when the text is not such a pair.
 */
export function splitPunto(text: string): [string, string] | null {
  const m = /^\s*(-?\d+(?:\.\d+)?)\s*[,;\s]\s*(-?\d+(?:\.\d+)?)\s*$/.exec(text);
  return m ? [m[1]!, m[2]!] : null;
}

/** A typed coordinate ("-31,63" or "-31.63") as a number; NaN when blank or not a number. */
export const coordenada = (text: string): number =>
  text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.'));
