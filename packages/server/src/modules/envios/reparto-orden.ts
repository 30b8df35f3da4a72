// Ordering a feria's reparto (MARKET §14): by route from the origin ("Ordenar recorrido") or by
// hand; and a stop's point set by hand. Each stored in one transaction, audited.
import { ENVIO_MSG } from '@feria/domain/messages/envios';
import { compararParadas } from '@feria/domain/rules/reparto';
import { ordenarRecorrido } from '@feria/domain/rules/reparto-route';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { ferias, sales } from '../../db/schema.ts';
import { recordAudit } from '../audit/service.ts';
import type { AuditWho } from '../audit/who.ts';
import { readOrigen } from './origen.ts';
import { puntoOf, stopRows } from './reparto.ts';

export type OrdenResult = { ok: true } | { ok: false; status: 400 | 404 | 409; error: string };

const NOT_FOUND = { ok: false, status: 404, error: 'Feria no encontrada' } as const;

/** One ordering of a feria's reparto at a time. */
async function lockFeria(tx: Tx, feriaId: number): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reparto:${feriaId}`}))`);
  const [row] = await tx.select({ id: ferias.id }).from(ferias).where(eq(ferias.id, feriaId));
  return row !== undefined;
}

async function store(tx: Tx, saleIds: readonly number[]): Promise<void> {
  for (const [i, id] of saleIds.entries()) {
    await tx
      .update(sales)
      .set({ repartoOrden: i + 1 })
      .where(eq(sales.id, id));
  }
}

/** The stops with a point in a route from the origin back to it; then the rest by default order. */
export async function ordenarReparto(db: Db, feriaId: number, who: AuditWho): Promise<OrdenResult> {
  return db.transaction(async (tx): Promise<OrdenResult> => {
    if (!(await lockFeria(tx, feriaId))) return NOT_FOUND;
    const origen = puntoOf(await readOrigen(tx));
    if (!origen) return { ok: false, status: 409, error: ENVIO_MSG.sinOrigen };
    const rows = await stopRows(tx, feriaId);
    const conPunto = rows.flatMap((r) => {
      const p = puntoOf(r);
      return p ? [{ saleId: r.saleId, ...p }] : [];
    });
    const sinPunto = rows.filter((r) => puntoOf(r) === null).sort(compararParadas);
    const order = [...ordenarRecorrido(origen, conPunto), ...sinPunto.map((r) => r.saleId)];
    await store(tx, order);
    const detalle = `Feria ${feriaId}: ordenó el recorrido (${order.map((id) => `N° ${id}`).join(', ')})`;
    await recordAudit(tx, { ...who, accion: 'reparto.orden', detalle });
    return { ok: true };
  });
}

/** The order given by hand: exactly the current stops, each once. */
export async function ordenManual(
  db: Db,
  feriaId: number,
  saleIds: readonly number[],
  who: AuditWho,
): Promise<OrdenResult> {
  return db.transaction(async (tx): Promise<OrdenResult> => {
    if (!(await lockFeria(tx, feriaId))) return NOT_FOUND;
    const current = (await stopRows(tx, feriaId)).map((r) => r.saleId).sort((a, b) => a - b);
    const given = [...saleIds].sort((a, b) => a - b);
    if (given.length !== current.length || given.some((id, i) => id !== current[i])) {
      return { ok: false, status: 400, error: ENVIO_MSG.listaDistinta };
    }
    await store(tx, saleIds);
    const detalle = `Feria ${feriaId}: orden a mano (${saleIds.map((id) => `N° ${id}`).join(', ')})`;
    await recordAudit(tx, { ...who, accion: 'reparto.orden', detalle });
    return { ok: true };
  });
}

/** PUT /api/sheets/sale/{id}/ubicacion: a point set by hand, never overwritten by geocoding. */
export async function setUbicacion(
  db: Db,
  saleId: number,
  punto: { lat: number; lon: number },
  who: AuditWho,
): Promise<{ saleId: number; lat: number; lon: number; fuente: 'manual' } | null> {
  const lat = Math.round(punto.lat * 1e6) / 1e6;
  const lon = Math.round(punto.lon * 1e6) / 1e6;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(sales)
      .set({ ubicacionLat: lat, ubicacionLon: lon, ubicacionFuente: 'manual' })
      .where(eq(sales.id, saleId))
      .returning({ id: sales.id });
    if (!row) return null;
    await recordAudit(tx, {
      ...who,
      accion: 'reparto.ubicacion',
      detalle: `Venta N° ${saleId}: ${lat}, ${lon}`,
    });
    return { saleId, lat, lon, fuente: 'manual' as const };
  });
}
