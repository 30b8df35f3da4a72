import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A database of its own on BENCH_DATABASE_URL's server for one benchmark, dropped afterwards: the
 * benchmarks fill and empty tables, which must never happen to a database somebody uses.
 */
export async function withFreshDatabase<T>(
  serverUrl: string | undefined,
  run: (url: string | undefined) => Promise<T>,
  prefix = 'feria_bench',
): Promise<T> {
  if (!serverUrl) return run(undefined);
  const name = `${prefix}_${process.pid}_${randomBytes(2).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
