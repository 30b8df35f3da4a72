// The invoice queue's worker (MARKET §12): after the sale's answer, never in its way. Each round
// takes the punto de venta's turn (one server at a time), decides first any invoice whose
// outcome is unknown, then asks ARCA for the due ones in order. ARCA failing puts the row off
// (5 s, doubling up to 5 minutes) and ends the round; the sale itself never waits on any of it.
// Stopping the server cuts the request in flight (four calls at ARCA_TIMEOUT_MS each would hold
// the stop past systemd's 30 s): the row is not put off, and a number already asked stays with it,
// to be decided by FECompConsultar first on the next round, as after a timeout.
import { and, asc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { ArcaConfig } from '../../config/arca.ts';
import type { Db } from '../../db/client.ts';
import { facturas } from '../../db/schema.ts';
import { type FacturaRow, issue, resolve } from './issue.ts';
import { moveInvoice } from './move.ts';
import { holderOf, holderText } from './predecessor.ts';
import { giveTurn, renewTurn, takeFromPredecessor, takeTurn } from './turn.ts';

type FacturaWorkerOptions = {
  pollMs?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  log?: { warn(message: string): void };
  /** The embedded database's data folder (PGlite), named in the lease (predecessor.ts). */
  dataDir?: string;
};

export type FacturaWorker = { runOnce(): Promise<number>; stop(): Promise<void> };

const pendiente = (pv: number) =>
  and(eq(facturas.puntoVenta, pv), eq(facturas.estado, 'pendiente'));

/** The next row to work on: one in doubt first (due or not), else the oldest due one. */
async function nextRow(db: Db, pv: number): Promise<FacturaRow | 'wait' | null> {
  const [doubt] = await db
    .select()
    .from(facturas)
    .where(and(pendiente(pv), isNotNull(facturas.numero)))
    .orderBy(asc(facturas.id))
    .limit(1);
  if (doubt) return doubt.nextAttemptAt.getTime() <= Date.now() ? doubt : 'wait';
  const [due] = await db
    .select()
    .from(facturas)
    .where(and(pendiente(pv), isNull(facturas.numero), lte(facturas.nextAttemptAt, sql`now()`)))
    .orderBy(asc(facturas.id))
    .limit(1);
  return due ?? null;
}

export function startFacturaWorker(
  db: Db,
  arca: ArcaConfig,
  options: FacturaWorkerOptions = {},
): FacturaWorker {
  const {
    pollMs = 2_000,
    retryBaseMs = 5_000,
    retryMaxMs = 5 * 60_000,
    log = { warn: (message: string) => console.warn(message) },
  } = options;
  const me = holderOf(process.pid, options.dataDir);
  const holder = holderText(me);
  const pv = arca.puntoVenta;
  const leaseMs = 4 * arca.timeoutMs + 5_000;

  async function putOff(row: FacturaRow, err: unknown) {
    const reason = err instanceof Error ? err.message : String(err);
    const wait = Math.min(retryBaseMs * 2 ** row.intentos, retryMaxMs);
    await moveInvoice(db, 'aplazar', eq(facturas.id, row.id), {
      intentos: sql`${facturas.intentos} + 1`,
      lastError: reason.slice(0, 500),
      nextAttemptAt: sql`now() + make_interval(secs => ${wait / 1000})`,
    });
    log.warn(`Factura ${row.id} (venta ${row.saleId}) sin CAE todavía: ${reason}`);
  }

  // One round at a time in this process: the turn is per server, not per caller.
  let chain: Promise<unknown> = Promise.resolve();
  function runOnce(): Promise<number> {
    const round = chain.then(oneRound);
    chain = round.catch(() => undefined);
    return round;
  }

  async function oneRound(): Promise<number> {
    const [any] = await db
      .select({ id: facturas.id })
      .from(facturas)
      .where(and(pendiente(pv), lte(facturas.nextAttemptAt, sql`now()`)))
      .limit(1);
    if (!any) return 0;
    if (!(await takeTurn(db, pv, holder, leaseMs))) {
      if (!(await takeFromPredecessor(db, pv, me, leaseMs))) return 0;
      log.warn(`Facturas: turno de ARCA tomado de un proceso anterior que ya no está`);
    }
    let worked = 0;
    try {
      while (!stopped && (await renewTurn(db, pv, holder, leaseMs))) {
        const row = await nextRow(db, pv);
        if (row === null || row === 'wait') break;
        try {
          await (row.numero === null
            ? issue(db, arca, row, stopping.signal)
            : resolve(db, arca, row, stopping.signal));
          worked++;
        } catch (err) {
          if (stopping.signal.aborted) break; // not ARCA's failure: due again at once
          await putOff(row, err);
          break;
        }
      }
    } finally {
      await giveTurn(db, pv, holder);
    }
    return worked;
  }

  let stopped = false;
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  function tick(): void {
    timer = null;
    running = runOnce()
      .then(
        () => undefined,
        (err: unknown) => log.warn(`Facturas: ${err instanceof Error ? err.message : err}`),
      )
      .finally(() => {
        running = null;
        if (!stopped) {
          timer = setTimeout(tick, pollMs);
          timer.unref();
        }
      });
  }
  timer = setTimeout(tick, 0);
  timer.unref();

  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      stopping.abort();
      await running;
    },
  };
}
