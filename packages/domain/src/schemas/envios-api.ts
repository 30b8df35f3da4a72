// The answers of MARKET §14's calls (zones, origin, reparto), as the server writes them and the
// web reads them.

/** A delivery zone (`GET /api/envios/zonas`): costo in pesos, minimo in whole pesos. */
export type Zona = {
  id: number;
  nombre: string;
  barrios: string[];
  costo: number;
  minimo: number;
  /** Orders per feria; null: no limit. */
  cupo: number | null;
  activa: boolean;
};

/** The reparto's "Punto de partida" (all null when not set). */
export type Origen = { lat: number | null; lon: number | null; direccion: string | null };

type EstadoParada = 'pendiente' | 'entregado' | 'no_estaba';

/** One stop of a feria's delivery run. */
export type Parada = {
  orden: number;
  saleId: number;
  cliente: string;
  celular: string;
  direccion: string;
  barrio: string;
  zona: string | null;
  /** null: "Sin ubicación". */
  lat: number | null;
  lon: number | null;
  fuente: 'georef' | 'manual' | null;
  /** Pesos: the total while the cobro is pendiente, 0 once cobrado. */
  aCobrar: number;
  estado: EstadoParada;
  comoLlegar: string;
};

/** `GET /api/ferias/{id}/reparto`. */
export type Reparto = {
  feria: { id: number; fecha: string; lugar: string };
  origen: Origen | null;
  distanciaKm: number | null;
  paradas: Parada[];
};

/** `GET /api/envios` (anyone): the active zones, with the places left per open feria when the
 * zone has a cupo. */
export type ZonaPublica = Omit<Zona, 'activa'> & {
  lugares: { feriaId: number; fecha: string; quedan: number }[] | null;
};
