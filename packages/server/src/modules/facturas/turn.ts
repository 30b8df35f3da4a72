// One server at a time talks to ARCA for a punto de venta (MARKET §12 "each number once"): a
// lease row, taken when free or expired, renewed while working, given back when done. A server
// killed mid-request holds it until it expires; the lease outlasts the longest round of requests
// (four calls, each bounded by ARCA_TIMEOUT_MS), so a live holder never loses it mid-invoice.
// A holder shown dead (its own predecessor, predecessor.ts) is taken over at once (issue 56).
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { arcaTurnos } from '../../db/schema.ts';
import { deadPredecessor, type Holder, holderText } from './predecessor.ts';

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

/**
 * Takes a lease whose holder `me` can show is its own dead predecessor (predecessor.ts), without
 * waiting for it to expire. Compare-and-set on the recorded holder: of two successors, one wins.
 */
export async function takeFromPredecessor(
  db: Db,
  pv: number,
  me: Holder,
  leaseMs: number,
): Promise<boolean> {
  const [row] = await db
    .select({ holder: arcaTurnos.holder })
    .from(arcaTurnos)
    .where(eq(arcaTurnos.puntoVenta, pv));
  if (!row?.holder || !deadPredecessor(row.holder, me)) return false;
  const taken = await db
    .update(arcaTurnos)
    .set({ holder: holderText(me), hasta: until(leaseMs) })
    .where(and(eq(arcaTurnos.puntoVenta, pv), eq(arcaTurnos.holder, row.holder)))
    .returning({ pv: arcaTurnos.puntoVenta });
  return taken.length > 0;
}
