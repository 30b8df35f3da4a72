// The reparto's origin, "Punto de partida" (MARKET §14): one shop setting, audited `envio.origen`.
import type { OrigenInput } from '@feria/domain/schemas/envio-zona';
import type { Origen } from '@feria/domain/schemas/envios-api';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';
import { recordAudit } from '../audit/service.ts';
import type { AuditWho } from '../audit/who.ts';

const KEY = 'envio_origen';
const NONE: Origen = { lat: null, lon: null, direccion: null };
/** Coordinates are kept with 6 decimals. */
const six = (n: number | null) => (n === null ? null : Math.round(n * 1e6) / 1e6);

export async function readOrigen(db: DbOrTx): Promise<Origen> {
  const [row] = await db.select().from(settings).where(eq(settings.key, KEY));
  return row ? (row.value as Origen) : NONE;
}

export async function saveOrigen(db: Db, input: OrigenInput, who: AuditWho): Promise<Origen> {
  const origen: Origen = {
    lat: six(input.lat),
    lon: six(input.lon),
    direccion: input.direccion ? input.direccion : null,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(settings)
      .values({ key: KEY, value: origen })
      .onConflictDoUpdate({ target: settings.key, set: { value: origen } });
    const punto = origen.lat === null ? 'sin punto' : `${origen.lat}, ${origen.lon}`;
    const detalle = `Punto de partida: ${punto}${origen.direccion ? ` (${origen.direccion})` : ''}`;
    await recordAudit(tx, { ...who, accion: 'envio.origen', detalle });
  });
  return origen;
}
