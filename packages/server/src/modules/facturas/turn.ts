// One server at a time talks to ARCA for a punto de venta (MARKET §12 "each number once"): a
// lease row, taken when free or expired, renewed while working, given back when done. A server
// killed mid-request holds it until it expires; the lease outlasts the longest round of requests
// (four calls, each bounded by ARCA_TIMEOUT_MS), so a live holder never loses it mid-invoice.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { arcaTurnos } from '../../db/schema.ts';

const until = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

export async function takeTurn(db: Db, pv: number, holder: string, leaseMs: number) {
  const taken = await db
    .insert(arcaTurnos)
    .values({ puntoVenta: pv, holder, hasta: until(leaseMs) })
    .onConflictDoUpdate({
      target: arcaTurnos.puntoVenta,
      set: { holder, hasta: until(leaseMs) },
      setWhere: sql`${arcaTurnos.hasta} < now() or ${arcaTurnos.holder} = ${holder}`,
    })
    .returning({ pv: arcaTurnos.puntoVenta });
  return taken.length > 0;
}

/** false when the turn was lost (expired and taken by another server): stop at once. */
export async function renewTurn(db: Db, pv: number, holder: string, leaseMs: number) {
  const renewed = await db
    .update(arcaTurnos)
    .set({ hasta: until(leaseMs) })
    .where(and(eq(arcaTurnos.puntoVenta, pv), eq(arcaTurnos.holder, holder)))
    .returning({ pv: arcaTurnos.puntoVenta });
  return renewed.length > 0;
}

export async function giveTurn(db: Db, pv: number, holder: string) {
  await db
    .update(arcaTurnos)
    .set({ hasta: sql`now()`, holder: null })
    .where(and(eq(arcaTurnos.puntoVenta, pv), eq(arcaTurnos.holder, holder)));
}
