// MARKET §14 "Geocoding (Georef)": each Envío web order gets the point of its address from
// Argentina's Georef API, after it is saved and never in its way. A round (every few seconds, and
// at once after a web order: nudgeGeocoder) gives the stops without a point the one already known
// for their address, and asks Georef for the addresses due, one request each: the address is
// kept by its folded key (claveDireccion), so a later order to the same door asks nothing. Two
// servers claim an address with a row lock (SKIP LOCKED) and push its next attempt a minute on
// before asking, so an address is asked by one of them at a time. A timeout, a network error or a
// 5xx leaves the order without a point and is tried again, 3 attempts per address in all. A point
// set by hand (`fuente: manual`) is never overwritten. Stopping the server cuts the request in flight
// and ends the round (systemd gives the whole stop 30 s): the addresses claimed and not answered
// get their attempt back, due at once, for the next start.
import {
  claveDireccion,
  GEOREF_ESPERA_MS,
  GEOREF_INTENTOS,
  georefPunto,
  type Punto,
} from '@feria/domain/rules/georef';
import { ANNULLED_STATUS } from '@feria/domain/rules/sale-status';
import { and, asc, eq, gt, inArray, isNull, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { georefDirecciones, sales } from '../../db/schema.ts';
import { createNudge } from '../../shared/nudge.ts';

export type GeorefOptions = {
  /** GEOREF_URL without its trailing slash; "off" never reaches here. */
  url: string;
  /** ENVIO_LOCALIDAD. */
  localidad: string;
  /** Each request gives up after this long (MARKET: 5 s). */
  timeoutMs?: number;
};

/** Orders older than this are no longer looked at (a stop is for the feria of its week). */
const RECENT_MS = 30 * 24 * 60 * 60_000;
/** Addresses asked per round, one after the other. */
const PER_ROUND = 10;

type Pending = { id: number; direccion: string; provincia: string };
type Outcome = { punto: Punto } | { punto: null } | 'retry' | 'stopped';

async function ask(opts: GeorefOptions, order: Pending, stop?: AbortSignal): Promise<Outcome> {
  const query = new URLSearchParams({
    direccion: order.direccion,
    provincia: order.provincia,
    localidad: opts.localidad,
    max: '1',
  });
  const timeout = AbortSignal.timeout(opts.timeoutMs ?? 5_000);
  try {
    const res = await fetch(`${opts.url}/direcciones?${query}`, {
      signal: stop ? AbortSignal.any([timeout, stop]) : timeout,
      headers: { accept: 'application/json' },
    });
    if (res.status >= 500) return 'retry';
    // A 4xx is Georef refusing this address: it cannot place it, asking again changes nothing.
    if (!res.ok) return { punto: null };
    return { punto: georefPunto(await res.json()) };
  } catch {
    return stop?.aborted ? 'stopped' : 'retry'; // else a timeout or a network error
  }
}

/** The Envío web orders still without a point, with their address's key. */
async function pendingOrders(db: Db, now: Date) {
  const rows = await db
    .select({ id: sales.id, direccion: sales.clienteDireccion, provincia: sales.clienteProvincia })
    .from(sales)
    .where(
      and(
        eq(sales.envio, 'envio'),
        eq(sales.canal, 'web'),
        isNull(sales.ubicacionFuente),
        ne(sales.estado, ANNULLED_STATUS),
        gt(sales.createdAt, new Date(now.getTime() - RECENT_MS)),
      ),
    )
    .orderBy(asc(sales.id));
  return rows;
}

async function place(db: Db, ids: readonly number[], punto: Punto) {
  if (ids.length === 0) return;
  await db
    .update(sales)
    .set({ ubicacionLat: punto.lat, ubicacionLon: punto.lon, ubicacionFuente: 'georef' })
    .where(and(inArray(sales.id, [...ids]), isNull(sales.ubicacionFuente)));
}

/** Claims up to PER_ROUND due addresses: one attempt more, the next not before a minute. */
async function claim(db: Db, keys: readonly string[], now: Date) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ clave: georefDirecciones.clave, intentos: georefDirecciones.intentos })
      .from(georefDirecciones)
      .where(
        and(
          inArray(georefDirecciones.clave, [...keys]),
          eq(georefDirecciones.estado, 'pendiente'),
          lte(georefDirecciones.proximoIntento, now),
        ),
      )
      .orderBy(asc(georefDirecciones.proximoIntento))
      .limit(PER_ROUND)
      .for('update', { skipLocked: true });
    for (const row of due) {
      await tx
        .update(georefDirecciones)
        .set({
          intentos: row.intentos + 1,
          proximoIntento: new Date(now.getTime() + GEOREF_ESPERA_MS),
          actualizado: now,
        })
        .where(eq(georefDirecciones.clave, row.clave));
    }
    return due.map((r) => ({ clave: r.clave, intentos: r.intentos + 1 }));
  });
}

/** Claimed addresses left unasked by a stop: their attempt back, due at once. */
async function release(db: Db, left: readonly { clave: string; intentos: number }[], now: Date) {
  for (const { clave, intentos } of left) {
    await db
      .update(georefDirecciones)
      .set({ intentos: intentos - 1, proximoIntento: now })
      .where(and(eq(georefDirecciones.clave, clave), eq(georefDirecciones.estado, 'pendiente')));
  }
}

/**
 * @internal Exported for its tests. One round; how many requests went to Georef. `stop` cuts it
 * short: the request in flight is aborted and no other is made.
 */
export async function geocodeRound(
  db: Db,
  opts: GeorefOptions,
  now = new Date(),
  stop?: AbortSignal,
) {
  const orders = await pendingOrders(db, now);
  if (orders.length === 0) return { consultas: 0 };
  const byKey = new Map<string, Pending[]>();
  for (const o of orders) {
    const key = claveDireccion(o.direccion, o.provincia, opts.localidad);
    byKey.set(key, [...(byKey.get(key) ?? []), o]);
  }
  const keys = [...byKey.keys()];
  await db
    .insert(georefDirecciones)
    .values(keys.map((clave) => ({ clave, proximoIntento: now })))
    .onConflictDoNothing();
  const known = await db
    .select()
    .from(georefDirecciones)
    .where(and(inArray(georefDirecciones.clave, keys), eq(georefDirecciones.estado, 'ubicada')));
  for (const row of known) {
    if (row.lat === null || row.lon === null) continue;
    const ids = (byKey.get(row.clave) ?? []).map((o) => o.id);
    await place(db, ids, { lat: row.lat, lon: row.lon });
  }
  const claimed = await claim(db, keys, now);
  for (const [i, { clave, intentos }] of claimed.entries()) {
    const waiting = byKey.get(clave) ?? [];
    const asked = !stop?.aborted;
    const outcome = asked ? await ask(opts, waiting[0]!, stop) : 'stopped';
    if (outcome === 'stopped') {
      await release(db, claimed.slice(i), now);
      return { consultas: asked ? i + 1 : i };
    }
    const estado =
      outcome === 'retry'
        ? intentos >= GEOREF_INTENTOS
          ? 'fallida'
          : 'pendiente'
        : outcome.punto
          ? 'ubicada'
          : 'sin_ubicacion';
    const punto = outcome === 'retry' ? null : outcome.punto;
    await db
      .update(georefDirecciones)
      .set({ estado, lat: punto?.lat ?? null, lon: punto?.lon ?? null, actualizado: now })
      .where(eq(georefDirecciones.clave, clave));
    if (punto)
      await place(
        db,
        waiting.map((o) => o.id),
        punto,
      );
  }
  return { consultas: claimed.length };
}

const georef = createNudge();

/** After a web order commits: the geocoder looks at once rather than at its next poll. */
export const nudgeGeocoder = georef.nudge;

export type Geocoder = { stop(): Promise<void> };

/** Rounds every pollMs and when nudged; one at a time. */
export function startGeocoder(
  db: Db,
  opts: GeorefOptions,
  { pollMs = 5_000, log = (err: unknown) => console.error(err) } = {},
): Geocoder {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const stopping = new AbortController();
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = geocodeRound(db, opts, new Date(), stopping.signal)
      .then(() => undefined, log)
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, pollMs);
  timer.unref();
  const off = georef.on(db, run);
  run();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      off?.();
      stopping.abort(); // the request in flight ends now, not at its 5 s
      await running;
    },
  };
}
