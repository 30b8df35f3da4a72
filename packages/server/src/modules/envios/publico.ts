// GET /api/envios (MARKET §14 "Public"): the active zones, by nombre, with the places left per open feria.
import type { Db, DbOrTx } from '../../db/client.ts';
import { upcomingFerias } from '../ferias/service.ts';
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

/**
 * Orders do not carry a zone yet (the checkout part of §14 is still to come), so no order counts
 * against a cupo: every open feria shows the whole cupo.
 */
export async function zonasPublicas(db: Db, now: Date): Promise<{ zonas: ZonaPublica[] }> {
  const activas = (await listZonas(db)).filter((z) => z.activa);
  if (activas.length === 0) return { zonas: [] };
  const abiertas = (await upcomingFerias(db, now)).filter((f) => f.abierta);
  const zonas = activas.map(({ activa: _activa, ...z }) => ({
    ...z,
    lugares:
      z.cupo === null
        ? null
        : abiertas.map((f) => ({ feriaId: f.id, fecha: f.fecha, quedan: z.cupo as number })),
  }));
  return { zonas };
}
