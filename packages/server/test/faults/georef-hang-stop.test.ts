// A graceful stop (SIGTERM) while the geocoder waits on a Georef that accepted the connection and
// says nothing. A round asks up to ten addresses at 5 s each: waiting it out took 35–50 s, past
// systemd's TimeoutStopSec=30 (deploy/feria@.service), which then kills the process with the
// embedded database open. The stop cuts the round in flight instead: the process exits 0 within
// seconds, and the cut request is not counted against its address, which is asked again, at once,
// by the next start.
import { asc, eq } from 'drizzle-orm';
import { afterAll, expect, test } from 'vitest';
import { georefDirecciones, sales } from '../../src/db/schema.ts';
import { testDbKind } from '../support/database.ts';
import { startGeorefFake } from '../support/georef-fake.ts';
import { killAll, startServer } from '../support/processes.ts';
import { insertSale } from '../support/sale-fixture.ts';
import { createStore, type Store } from '../support/stores.ts';

afterAll(killAll);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ADDRESSES = Array.from({ length: 10 }, (_, i) => `Colgada ${100 + i}`);

async function read<T>(store: Store, fn: (db: Awaited<ReturnType<Store['open']>>['db']) => T) {
  const database = await store.open();
  try {
    return await fn(database.db);
  } finally {
    await database.close();
  }
}

test('SIGTERM con Georef colgado: sale con 0 en segundos y las direcciones quedan para el próximo arranque', async () => {
  const store = await createStore(testDbKind);
  const georef = await startGeorefFake();
  for (const direccion of ADDRESSES) georef.set(direccion, 'hang');
  try {
    await read(store, async (db) => {
      for (const direccion of ADDRESSES) {
        await insertSale(db, { envio: 'envio', cliente: { direccion } });
      }
    });
    const server = await startServer({ ...store.env, GEOREF_URL: georef.url });
    // The geocoder's round has claimed the ten addresses and waits on the first.
    for (let i = 0; i < 200 && georef.asked.length === 0; i++) await sleep(50);
    expect(georef.asked.length).toBe(1);
    await sleep(300);

    const stoppedAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const waited = Date.now() - stoppedAt;
    console.info(`Georef colgado: SIGTERM → salida en ${waited} ms`);
    // systemd gives 30 s; the old stop waited for the whole round (about 50 s here).
    expect(waited).toBeLessThan(10_000);
    expect(georef.asked.length).toBe(1);

    // Not a failed attempt: every address is pending, none counted, due at once.
    const rows = await read(store, (db) =>
      db.select().from(georefDirecciones).orderBy(asc(georefDirecciones.clave)),
    );
    expect(rows).toHaveLength(ADDRESSES.length);
    for (const row of rows) {
      expect([row.estado, row.intentos]).toEqual(['pendiente', 0]);
      expect(row.proximoIntento.getTime()).toBeLessThanOrEqual(Date.now());
    }

    // The next start asks them again and places every order.
    for (const [i, direccion] of ADDRESSES.entries()) {
      georef.set(direccion, { lat: -31.6 - i / 100, lon: -60.7 });
    }
    const next = await startServer({ ...store.env, GEOREF_URL: georef.url });
    const deadline = Date.now() + 20_000;
    while (georef.asked.length < 1 + ADDRESSES.length && Date.now() < deadline) await sleep(100);
    await sleep(300);
    await next.stop();
    const placed = await read(store, (db) =>
      db.select({ fuente: sales.ubicacionFuente }).from(sales).where(eq(sales.envio, 'envio')),
    );
    expect(placed.map((p) => p.fuente)).toEqual(ADDRESSES.map(() => 'georef'));
  } finally {
    await georef.close();
    await store.remove();
  }
}, 120_000);
