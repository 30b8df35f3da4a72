// A feria row as the API answers it (MARKET §1), and the short reference sale answers carry.
import { type Feria, type FeriaRef, isFeriaOpen } from '@feria/domain/rules/ferias';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ferias } from '../../db/schema.ts';

export type FeriaRow = typeof ferias.$inferSelect;

export function toFeria(row: FeriaRow, now: Date): Feria {
  const estado = row.estado;
  return {
    id: row.id,
    fecha: row.fecha,
    desde: row.desde,
    hasta: row.hasta,
    lugar: row.lugar,
    direccion: row.direccion,
    cierre: row.cierre.toISOString(),
    estado,
    abierta: isFeriaOpen({ estado, cierre: row.cierre }, now),
  };
}

export function toFeriaRef(row: Pick<FeriaRow, 'id' | 'fecha' | 'lugar'>): FeriaRef {
  return { id: row.id, fecha: row.fecha, lugar: row.lugar };
}

/** The references of the given ferias by id (one query), for lists of sales. */
export async function feriaRefsOf(
  db: DbOrTx,
  ids: readonly (number | null)[],
): Promise<Map<number, FeriaRef>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: ferias.id, fecha: ferias.fecha, lugar: ferias.lugar })
    .from(ferias)
    .where(inArray(ferias.id, wanted));
  return new Map(rows.map((row) => [row.id, toFeriaRef(row)]));
}

/** The reference of one sale's feria, or null. */
export function refOf(refs: Map<number, FeriaRef>, feriaId: number | null): FeriaRef | null {
  return feriaId === null ? null : (refs.get(feriaId) ?? null);
}
