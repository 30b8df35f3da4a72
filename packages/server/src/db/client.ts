import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { retryingTransactions } from './retry.ts';
import { schema } from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle or an open transaction: services take either. */
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PGlite instance, when embedded (backups, tests). */
  pglite?: PGlite;
  pool?: pg.Pool;
  close(): Promise<void>;
};

/** @internal Exported for its tests. */
export const PGLITE_EXTENSIONS = { unaccent, pg_trgm };

/**
 * PostgreSQL's memory settings for the embedded database: its 128 MB default shared buffers sit
 * inside the server's own process (bench/cold-start.ts measured 319 MB resident with them, 190 MB
 * with these); a shop that outgrows them moves to PostgreSQL.
 */
const PGLITE_CONF = [
  'shared_buffers = 16MB',
  'work_mem = 2MB',
  'maintenance_work_mem = 16MB',
  'wal_buffers = 1MB',
];

/** Opens PGlite: in memory when no directory is given. */
export async function openPglite(dir?: string, loadDataDir?: Blob): Promise<Database> {
  const client = await PGlite.create({
    dataDir: dir,
    extensions: PGLITE_EXTENSIONS,
    loadDataDir,
    postgresqlconf: PGLITE_CONF,
  });
  takeTurnBeforeTransactions(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', pglite: client, close: () => client.close() };
}

/**
 * PGlite answers inside this process, so a loop of transactions (2,000 bolsón orders, a queue of
 * mails or invoices) ran as one chain of promises and no request was even read until it ended: a
 * web order waited a whole bolsón generation (bench/bolsones-generation.ts). Each transaction
 * first lets the event loop take a turn, so requests come in between and wait at most for the
 * transaction in progress (PGlite runs one at a time, first come first served). PostgreSQL's
 * answers come over a socket and give those turns by themselves.
 */
function takeTurnBeforeTransactions(client: PGlite): void {
  const transaction = client.transaction.bind(client);
  client.transaction = async (run) => {
    await new Promise<void>((resolve) => setImmediate(resolve));
    return transaction(run);
  };
}

/** Opens a pool on PostgreSQL. Its driver is loaded here, so an embedded shop never loads it. */
export async function openPostgres(url: string, max = 10): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle: drizzlePg } = await import('drizzle-orm/node-postgres');
  // A request waits at most 5 s for a connection: during an outage it answers 503 instead of
  // queueing without end.
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5_000 });
  // An idle client that loses its connection must not crash the server.
  pool.on('error', (err) => console.error('PostgreSQL pool error:', err.message));
  // Nor one that is checked out (a transaction's): node-postgres emits its 'error' on the client,
  // and the pool listens only while it is idle, so an "Unhandled 'error' event" ended the process
  // (issue 43). The query under way fails on its own and the pool drops the broken client.
  pool.on('connect', (client) => {
    client.on('error', (err) => console.error('PostgreSQL connection lost:', err.message));
  });
  const db = retryingTransactions(drizzlePg(pool, { schema }) as unknown as Db);
  return { db, kind: 'postgres', pool, close: () => endPool(pool) };
}

/** pool.end() resolves before its connections have closed: wait for them (2 s at most), so a
 * stopped server has really let go of the database. */
async function endPool(pool: pg.Pool): Promise<void> {
  const open = pool.totalCount;
  let removed = 0;
  let timer: NodeJS.Timeout | undefined;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      if (++removed >= open) resolve();
    });
    timer = setTimeout(resolve, 2_000);
  });
  await pool.end();
  await closed;
  clearTimeout(timer);
}

/** Rows of a raw `db.execute(sql…)` on either driver. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
