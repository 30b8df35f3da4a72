// Delivery zones (MARKET §14 "Zones"): admin CRUD, a barrio in one active zone at most, audited.
import { barrioEnOtraZona, ENVIO_MSG } from '@feria/domain/messages/envios';
import { normalizeText } from '@feria/domain/rules/catalog';
import { fromCents, toCents } from '@feria/domain/rules/money';
import type { ZonaInput } from '@feria/domain/schemas/envio-zona';
import type { Zona } from '@feria/domain/schemas/envios-api';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { envioZonas } from '../../db/schema.ts';
import { recordAudit } from '../audit/service.ts';
import type { AuditWho } from '../audit/who.ts';

type ZonaRow = typeof envioZonas.$inferSelect;
export type ZonaResult = { ok: true; zona: Zona } | { ok: false; status: 404 | 409; error: string };

const toZona = (r: ZonaRow): Zona => ({
  id: r.id,
  nombre: r.nombre,
  barrios: r.barrios,
  costo: fromCents(r.costoCents),
  minimo: r.minimo,
  cupo: r.cupo,
  activa: r.activa,
});

export async function listZonas(db: DbOrTx): Promise<Zona[]> {
  const rows = await db
    .select()
    .from(envioZonas)
    .orderBy(asc(envioZonas.nombreClave), asc(envioZonas.id));
  return rows.map(toZona);
}

/** The active zones as stored (their rows: costo in cents), for the order's and a bolsón's zone. */
export const zonasActivas = (db: DbOrTx) =>
  db.select().from(envioZonas).where(eq(envioZonas.activa, true));

/** One writer of zones at a time, so two saves cannot put one barrio in two active zones. */
const lockZonas = (tx: DbOrTx) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('envio-zonas'))`);

/** The 409 a zone meets against the others (name taken, or an active barrio already elsewhere). */
async function conflict(
  tx: DbOrTx,
  input: ZonaInput,
  selfId: number | null,
): Promise<string | null> {
  const others = (await tx.select().from(envioZonas)).filter((z) => z.id !== selfId);
  const clave = normalizeText(input.nombre);
  if (others.some((z) => z.nombreClave === clave)) return ENVIO_MSG.nombreRepetido;
  if (!input.activa) return null;
  for (const barrio of input.barrios) {
    const key = normalizeText(barrio);
    const other = others.find((z) => z.activa && z.barrios.some((b) => normalizeText(b) === key));
    if (other) return barrioEnOtraZona(barrio, other.nombre);
  }
  return null;
}

const values = (input: ZonaInput) => ({
  nombre: input.nombre,
  nombreClave: normalizeText(input.nombre),
  barrios: input.barrios,
  costoCents: toCents(input.costo),
  minimo: input.minimo,
  cupo: input.cupo,
  activa: input.activa,
});

const describe = (z: Zona) =>
  `barrios ${z.barrios.join(', ')}; costo ${z.costo}; mínimo ${z.minimo}; cupo ${z.cupo ?? 'sin límite'}; ${z.activa ? 'activa' : 'inactiva'}`;

export async function createZona(db: Db, input: ZonaInput, who: AuditWho): Promise<ZonaResult> {
  return db.transaction(async (tx) => {
    await lockZonas(tx);
    const error = await conflict(tx, input, null);
    if (error) return { ok: false, status: 409, error };
    const [row] = await tx.insert(envioZonas).values(values(input)).returning();
    const zona = toZona(row!);
    const detalle = `Zona ${zona.id} "${zona.nombre}": ${describe(zona)}`;
    await recordAudit(tx, { ...who, accion: 'envio.zona.alta', detalle });
    return { ok: true, zona };
  });
}

export async function updateZona(
  db: Db,
  id: number,
  input: ZonaInput,
  who: AuditWho,
): Promise<ZonaResult> {
  return db.transaction(async (tx) => {
    await lockZonas(tx);
    const [before] = await tx.select().from(envioZonas).where(eq(envioZonas.id, id));
    if (!before) return { ok: false, status: 404, error: ENVIO_MSG.zonaNoEncontrada };
    const error = await conflict(tx, input, id);
    if (error) return { ok: false, status: 409, error };
    const [row] = await tx
      .update(envioZonas)
      .set(values(input))
      .where(eq(envioZonas.id, id))
      .returning();
    const zona = toZona(row!);
    const antes = describe(toZona(before));
    const detalle = `Zona ${id} "${zona.nombre}": antes ${before.nombre}, ${antes}; ahora ${describe(zona)}`;
    await recordAudit(tx, { ...who, accion: 'envio.zona.cambio', detalle });
    return { ok: true, zona };
  });
}

/** Always allowed: orders keep their own copy of the zone's nombre, costo and minimo. */
export async function deleteZona(db: Db, id: number, who: AuditWho): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockZonas(tx);
    const [row] = await tx.delete(envioZonas).where(eq(envioZonas.id, id)).returning();
    if (!row) return false;
    await recordAudit(tx, {
      ...who,
      accion: 'envio.zona.baja',
      detalle: `Zona ${id} "${row.nombre}"`,
    });
    return true;
  });
}
