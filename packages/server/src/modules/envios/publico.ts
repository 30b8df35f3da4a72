// GET /api/envios (MARKET §14 "Public"): the active zones, by nombre, with the places left per open feria.
import { and, count, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { sales } from '../../db/schema.ts';
import { upcomingFerias } from '../ferias/service.ts';
import { countsForCupo } from '../sales/envio-zona.ts';
import { listZonas } from './zonas.ts';

type Lugar = { feriaId: number; fecha: string; quedan: number };
export type ZonaPublica = {
  id: number;
  nombre: string;
  barrios: string[];
  costo: number;
  minimo: number;
  cupo: number | null;
  lugares: Lugar[] | null;
};

/** Whether Envío goes by zones: at least one zone is active (`GET /api/config`'s envioPorZonas). */
export async function hayZonasActivas(db: DbOrTx): Promise<boolean> {
  return (await listZonas(db)).some((z) => z.activa);
}

/** The places left per zone with a cupo and open feria: cupo − its orders there, never below 0. */
export async function zonasPublicas(db: Db, now: Date): Promise<{ zonas: ZonaPublica[] }> {
  const activas = (await listZonas(db)).filter((z) => z.activa);
  if (activas.length === 0) return { zonas: [] };
  const abiertas = (await upcomingFerias(db, now)).filter((f) => f.abierta);
  const taken = await ordersByZoneAndFeria(
    db,
    activas.filter((z) => z.cupo !== null).map((z) => z.id),
    abiertas.map((f) => f.id),
  );
  const zonas = activas.map(({ activa: _activa, ...z }) => ({
    ...z,
    lugares:
      z.cupo === null
        ? null
        : abiertas.map((f) => ({
            feriaId: f.id,
            fecha: f.fecha,
            quedan: Math.max(0, (z.cupo as number) - (taken.get(`${z.id}:${f.id}`) ?? 0)),
          })),
  }));
  return { zonas };
}

/** A zone's orders at a feria (as the cupo counts them), by "zona:feria". */
async function ordersByZoneAndFeria(
  db: DbOrTx,
  zonaIds: number[],
  feriaIds: number[],
): Promise<Map<string, number>> {
  if (zonaIds.length === 0 || feriaIds.length === 0) return new Map();
  const rows = await db
    .select({ zonaId: sales.zonaId, feriaId: sales.feriaId, n: count() })
    .from(sales)
    .where(and(inArray(sales.zonaId, zonaIds), inArray(sales.feriaId, feriaIds), countsForCupo()))
    .groupBy(sales.zonaId, sales.feriaId);
  return new Map(rows.map((r) => [`${r.zonaId}:${r.feriaId}`, Number(r.n)]));
}
