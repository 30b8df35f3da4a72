// Issue 43: which failures mean "the database is not there" (503 with Retry-After), on real
// errors of both drivers, and what a request meets when the embedded database can no longer be
// used.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, expect, test } from 'vitest';
import { closeTestDatabase, testDatabase, testDbKind } from '../../test/support/database.ts';
import { freePort } from '../../test/support/processes.ts';
import { openPglite, openPostgres } from './client.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

afterAll(() => closeTestDatabase());

const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (err: unknown) => err,
  );

test('una conexión rechazada o cortada es "no responde"; un dato inválido o un error propio no', async () => {
  const port = await freePort();
  const refused = await openPostgres(`postgres://postgres@127.0.0.1:${port}/nada`, 1);
  try {
    expect(isDatabaseUnavailable(await failure(refused.db.execute(sql`select 1`)))).toBe(true);
  } finally {
    await refused.close();
  }
  const { db } = await testDatabase();
  const nul = await failure(db.execute(sql`select convert_from('\\x00'::bytea, 'UTF8')`));
  expect(nul).not.toBe(null);
  expect(isDatabaseUnavailable(nul)).toBe(false);
  expect(isDatabaseUnavailable(await failure(db.execute(sql`select * from no_existe`)))).toBe(
    false,
  );
  expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  if (testDbKind === 'postgres') {
    // A query's own 55000 (a sequence's currval before any nextval) is a bug, not an outage.
    await db.execute(sql`create sequence if not exists s56_prueba`);
    const prerequisite = await failure(db.execute(sql`select currval('s56_prueba')`));
    expect(prerequisite).toMatchObject({ cause: { code: '55000' } });
    expect(isDatabaseUnavailable(prerequisite)).toBe(false);
  }
  const mp = await failure(fetch(`http://127.0.0.1:${port}/v1/payments`));
  expect(isDatabaseUnavailable(mp)).toBe(false);
}, 120_000);

test.runIf(testDbKind === 'postgres')(
  'una conexión terminada por el servidor (57P01)',
  async () => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    client.on('error', () => {}); // the lost connection, once more, as an event
    await client.connect();
    // Its own backend only: other connections of the shared server are never ended.
    const err = await failure(client.query('select pg_terminate_backend(pg_backend_pid())'));
    expect((err as { code?: string }).code).toBe('57P01');
    expect(isDatabaseUnavailable(err)).toBe(true);
    const after = await failure(client.query('select 1'));
    expect(isDatabaseUnavailable(after)).toBe(true);
    await client.end().catch(() => {});
  },
  120_000,
);

test.runIf(testDbKind === 'pglite')(
  'una base embebida cerrada es "no responde"',
  async () => {
    const database = await openPglite();
    await database.pglite!.close();
    const closed = await failure(database.db.execute(sql`select 1`));
    expect(isDatabaseUnavailable(closed)).toBe(true);
  },
  120_000,
);
