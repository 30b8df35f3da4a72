// Issue 56, defect 2, the classes that need a PostgreSQL cluster of the test's own: a crash of
// another backend (57P02, every connection ended while the server restarts, then 57P03 while it
// recovers) and a server shutting down (57P03 for new connections). Each answers 503 with Retry-After.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { openPostgres } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import { expectAway, orderThrough } from '../support/away.ts';
import { testDbKind } from '../support/database.ts';
import { insertProduct } from '../support/fixtures.ts';
import { ownPostgres } from '../support/own-postgres.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.runIf(testDbKind === 'postgres')('el servidor de base de datos se cae o se apaga', () => {
  let cluster: Awaited<ReturnType<typeof ownPostgres>>;
  let url: string;
  let product: number;

  /** The SQLSTATEs the test's own clients were told as the server went. */
  const told: string[] = [];
  const client = async () => {
    const c = new pg.Client({ connectionString: url });
    c.on('error', (err: Error & { code?: string }) => told.push(err.code ?? err.message));
    await c.connect();
    return c;
  };

  beforeAll(async () => {
    cluster = await ownPostgres();
    url = await cluster.createDatabase('feria');
    const setup = await openPostgres(url, 2);
    await migrate(setup);
    product = (await insertProduct(setup.db, { stock: 1000 })).id;
    await setup.close();
  }, 120_000);
  afterAll(() => cluster?.remove());

  test('otro proceso del servidor se cae (57P02) mientras el pedido espera', async () => {
    const lost = vi.spyOn(console, 'error').mockImplementation(() => {});
    const locker = await client();
    await locker.query('BEGIN; LOCK TABLE products IN ACCESS EXCLUSIVE MODE');
    const victim = await client();
    const { pid } = (await victim.query('select pg_backend_pid() as pid')).rows[0] as {
      pid: number;
    };
    const database = await openPostgres(url, 2);
    const answer = orderThrough(database, product);
    await sleep(500);
    process.kill(pid, 'SIGKILL'); // the postmaster ends every backend and restarts
    const res = await answer;
    await database.close();
    await Promise.all([locker.end(), victim.end()].map((p) => p.catch(() => {})));
    expectAway(res);
    // What the other clients were told: 57P02 when the message makes it before the socket closes.
    expect(told.length).toBeGreaterThan(0);
    for (const said of told) expect(said).toMatch(/^57P02$|^Connection terminated unexpectedly$/);
    expect(lost).toHaveBeenCalledWith('PostgreSQL connection lost:', expect.any(String));
    // While it recovers ("not yet accepting connections", 57P03) the same 503; then orders again.
    let after = 0;
    for (let i = 0; i < 100 && after !== 201; i++) {
      const again = await openPostgres(url, 2);
      const next = await orderThrough(again, product, `tras-${i}@example.com`);
      await again.close();
      after = next.statusCode;
      if (after !== 201) {
        expectAway(next);
        await sleep(100);
      }
    }
    expect(after).toBe(201);
  }, 60_000);

  test('el servidor se está apagando (57P03) para las conexiones nuevas', async () => {
    const stayer = await client(); // a smart shutdown waits for it
    cluster.stopSmart();
    await sleep(500);
    const refused = await new pg.Client({ connectionString: url }).connect().catch((e) => e);
    expect((refused as { code?: string }).code).toBe('57P03');
    const database = await openPostgres(url, 2);
    const res = await orderThrough(database, product, 'apagando@example.com');
    await database.close();
    await stayer.end().catch(() => {});
    expectAway(res);
  }, 60_000);
});
