// Demo envíos (MARKET §14, only with SEED_DEMO): the reparto's "Punto de partida" at the market's
// office and one zone, inactive, so Panel → Envíos shows one to try (activating it makes Envío ask
// for the barrio; the demo's other tries of the basket stay as they were). The demo's Envío order
// gets its point by hand, so Preparación → Reparto shows a stop, its distance and "Cómo llegar"
// without asking Georef.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { envioZonas, sales, settings } from '../db/schema.ts';

export async function seedEnvios(db: DbOrTx): Promise<void> {
  await db
    .insert(settings)
    .values({
      key: 'envio_origen',
      value: { lat: -31.6451, lon: -60.7024, direccion: 'Mercado Progreso, Balcarce 1635' },
    })
    .onConflictDoNothing();
  await db
    .insert(envioZonas)
    .values({
      nombre: 'Centro y Candioti',
      nombreClave: 'centro y candioti',
      barrios: ['Centro', 'Candioti Norte', 'Candioti Sur', 'Barrio Sur'],
      costoCents: 150_000,
      minimo: 8000,
      cupo: 20,
      activa: false,
    })
    .onConflictDoNothing();
  await db
    .update(sales)
    .set({
      clienteBarrio: 'Candioti Sur',
      ubicacionLat: -31.6369,
      ubicacionLon: -60.6934,
      ubicacionFuente: 'manual',
    })
    .where(and(eq(sales.envio, 'envio'), eq(sales.clienteDireccion, 'Urquiza 2450, Santa Fe')));
}
