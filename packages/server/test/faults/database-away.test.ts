// Issue 56, defect 2: every way the database can be away answers 503 with Retry-After, never 500
// "Error interno". One test per class, each condition made for real on PostgreSQL against this
// file's own database (the crash and shutdown classes, which need a cluster of their own, are in
// database-away-cluster.test.ts).
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { type Database, openPostgres } from '../../src/db/client.ts';
import { askThrough, expectAway, orderThrough } from '../support/away.ts';
import { closeTestDatabase, testDatabase, testDbKind } from '../support/database.ts';
import { insertProduct } from '../support/fixtures.ts';
import { freePort } from '../support/processes.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.runIf(testDbKind === 'postgres')('la base de datos no está (issue 56)', () => {
  let url: URL;
  let name: string;
  let admin: pg.Client;
  let product: number;
  const role = `feria_away_${randomBytes(4).toString('hex')}`;

  /** A pool of the app's own kind on this file's database, as `user` when given. */
  const pool = (max = 10, user?: string) => {
    const target = new URL(url);
    if (user) target.username = user;
    return openPostgres(target.toString(), max);
  };
  /** An order through a fresh pool, which is then closed. */
  const orderOn = async (database: Database, correo?: string) => {
    try {
      return await orderThrough(database, product, correo);
    } finally {
      await database.close();
    }
  };

  beforeAll(async () => {
    const database = await testDatabase();
    url = new URL(database.pool!.options.connectionString!);
    name = url.pathname.slice(1);
    product = (await insertProduct(database.db, { stock: 1000 })).id;
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await closeTestDatabase();
    await admin.query(`DROP ROLE IF EXISTS ${role}`);
    await admin.end();
  });

  test('conexión rechazada (un puerto cerrado)', async () => {
    const closed = await openPostgres(`postgres://postgres@127.0.0.1:${await freePort()}/x`, 1);
    expectAway(await orderOn(closed));
  });

  test('conexión cortada (el otro lado responde con un RST)', async () => {
    const resetting = net.createServer((socket) => socket.resetAndDestroy());
    await new Promise<void>((r) => resetting.listen(0, '127.0.0.1', r));
    const { port } = resetting.address() as net.AddressInfo;
    expectAway(await orderOn(await openPostgres(`postgres://postgres@127.0.0.1:${port}/x`, 1)));
    resetting.close();
  });

  test('DNS: un nombre de host que no existe', async () => {
    const nowhere = await openPostgres('postgres://postgres@base-de-feria.invalid:5432/x', 1);
    expectAway(await orderOn(nowhere));
  });

  test('la espera de una conexión del pool se vence (un pool de 1, ocupado)', async () => {
    const busy = await pool(1);
    const held = await busy.pool!.connect();
    const res = await orderThrough(busy, product);
    held.release();
    await busy.close();
    expectAway(res);
  }, 30_000);

  test('demasiadas conexiones (53300: CONNECTION LIMIT)', async () => {
    await admin.query(`CREATE ROLE ${role} LOGIN`);
    await admin.query(`GRANT ALL ON DATABASE ${name} TO ${role}`);
    const owner = await pool(1);
    await owner.pool!.query(`GRANT ALL ON ALL TABLES IN SCHEMA public TO ${role}`);
    await owner.pool!.query(`GRANT ALL ON ALL SEQUENCES IN SCHEMA public TO ${role}`);
    await owner.close();
    await admin.query(`ALTER DATABASE ${name} CONNECTION LIMIT 0`);
    try {
      expectAway(await orderOn(await pool(10, role)));
    } finally {
      await admin.query(`ALTER DATABASE ${name} CONNECTION LIMIT -1`);
    }
    expect((await orderOn(await pool(10, role), 'luego@example.com')).statusCode).toBe(201);
  });

  test('no acepta conexiones (55000: ALLOW_CONNECTIONS false)', async () => {
    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    try {
      expectAway(await orderOn(await pool()));
    } finally {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    }
    expect((await orderOn(await pool(), 'despues@example.com')).statusCode).toBe(201);
  });

  test('la conexión terminada a mitad de una consulta (57P01: pg_terminate_backend)', async () => {
    // The pool says, once, that it lost a connection (client.ts): expected here.
    const lost = vi.spyOn(console, 'error').mockImplementation(() => {});
    const database = await pool();
    // The order's transaction waits behind this lock until its backend is ended.
    const locker = new pg.Client({ connectionString: url.toString() });
    await locker.connect();
    await locker.query('BEGIN; LOCK TABLE products IN ACCESS EXCLUSIVE MODE');
    const answer = orderOn(database);
    await sleep(500);
    const { pid } = (await locker.query('select pg_backend_pid() as pid')).rows[0] as {
      pid: number;
    };
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> $2',
      [name, pid],
    );
    const res = await answer;
    await locker.query('ROLLBACK');
    await locker.end();
    expectAway(res);
    expect(lost).toHaveBeenCalledWith('PostgreSQL connection lost:', expect.any(String));
  });

  test('una base de solo lectura tras un failover (25006) para las escrituras; leer sigue', async () => {
    await admin.query(`ALTER DATABASE ${name} SET default_transaction_read_only = on`);
    try {
      expectAway(await orderOn(await pool()));
      const reading = await pool();
      const res = await askThrough(reading, { method: 'GET', url: '/api/sheets/categories' });
      await reading.close();
      expect(res.statusCode).toBe(200);
    } finally {
      await admin.query(`ALTER DATABASE ${name} RESET default_transaction_read_only`);
    }
  });
});
