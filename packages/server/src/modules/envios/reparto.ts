// GET /api/ferias/{id}/reparto (MARKET §14 "Reparto"): the feria's web orders with Envío that are
// not Anulado, in their stored order (later arrivals after it), with the run's length.

import { fromCents } from '@feria/domain/rules/money';
import { comoLlegar, ordenarParadas } from '@feria/domain/rules/reparto';
import { distanciaRepartoKm, type Punto } from '@feria/domain/rules/reparto-route';
import type { Parada, Reparto } from '@feria/domain/schemas/envios-api';
import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ferias, sales } from '../../db/schema.ts';
import { readOrigen } from './origen.ts';

type EstadoParada = Parada['estado'];

const stopColumns = {
  saleId: sales.id,
  nombre: sales.clienteNombre,
  celular: sales.clienteCelular,
  direccion: sales.clienteDireccion,
  provincia: sales.clienteProvincia,
  barrio: sales.clienteBarrio,
  zona: sales.zonaNombre,
  lat: sales.ubicacionLat,
  lon: sales.ubicacionLon,
  fuente: sales.ubicacionFuente,
  estado: sales.estado,
  cobroEstado: sales.cobroEstado,
  totalCents: sales.totalCents,
  orden: sales.repartoOrden,
  noEstaba: sales.repartoNoEstaba,
};
type StopRow = Awaited<ReturnType<typeof stopRows>>[number];

/** The feria's stops as rows, in the reparto's order. */
export async function stopRows(db: DbOrTx, feriaId: number) {
  const rows = await db
    .select(stopColumns)
    .from(sales)
    .where(
      and(
        eq(sales.feriaId, feriaId),
        eq(sales.canal, 'web'),
        eq(sales.envio, 'envio'),
        ne(sales.estado, 'Anulado'),
      ),
    );
  return ordenarParadas(rows);
}

const estadoOf = (r: StopRow): EstadoParada =>
  r.estado === 'Entregado' ? 'entregado' : r.noEstaba ? 'no_estaba' : 'pendiente';

export const puntoOf = (r: { lat: number | null; lon: number | null }): Punto | null =>
  r.lat === null || r.lon === null ? null : { lat: r.lat, lon: r.lon };

export async function reparto(
  db: DbOrTx,
  feriaId: number,
  localidad: string,
): Promise<Reparto | null> {
  const [feria] = await db
    .select({ id: ferias.id, fecha: ferias.fecha, lugar: ferias.lugar })
    .from(ferias)
    .where(eq(ferias.id, feriaId));
  if (!feria) return null;
  const rows = await stopRows(db, feriaId);
  const saved = await readOrigen(db);
  const origenPunto = puntoOf(saved);
  const puntos = rows.map(puntoOf).filter((p): p is Punto => p !== null);
  const paradas = rows.map(
    (r, i): Parada => ({
      orden: i + 1,
      saleId: r.saleId,
      cliente: r.nombre,
      celular: r.celular,
      direccion: r.direccion,
      barrio: r.barrio,
      zona: r.zona,
      lat: r.lat,
      lon: r.lon,
      fuente: r.fuente,
      aCobrar: r.cobroEstado === 'cobrado' ? 0 : fromCents(r.totalCents),
      estado: estadoOf(r),
      comoLlegar: comoLlegar(r, r.direccion, localidad, r.provincia),
    }),
  );
  return {
    feria,
    origen: origenPunto ? saved : null,
    distanciaKm: distanciaRepartoKm(origenPunto, puntos),
    paradas,
  };
}
