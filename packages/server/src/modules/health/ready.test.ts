// GET /api/health/ready (DESIGN §7), the load balancer's probe: 200 only when the database answers
// with every migration applied and the process is not stopping.
import { sql } from 'drizzle-orm';
import { afterAll, expect, test } from 'vitest';
import { testConfig } from '../../../test/support/app.ts';
import { closeTestDatabase, testDatabase } from '../../../test/support/database.ts';
import { freePort } from '../../../test/support/smtp-test-server.ts';
import { buildApp } from '../../app.ts';
import { openPglite, openPostgres, rowsOf } from '../../db/client.ts';
import { createReadiness } from '../../http/readiness.ts';
import { SERVIDOR_DETENIENDOSE } from './routes.ts';

afterAll(() => closeTestDatabase());

const NO_RESPONDE = { error: 'La base de datos no responde' };

test('listo con la base al día; 503 "La base de datos no responde" sin la última migración', async () => {
  const database = await testDatabase();
  const app = await buildApp({ config: testConfig(), database });
  try {
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ok: true });

    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    const [row] = rowsOf<{ hash: string; created_at: string }>(
      await database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = ${newest} returning *`,
      ),
    );
    try {
      const behind = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(behind.statusCode).toBe(503);
      expect(behind.json()).toEqual(NO_RESPONDE);
      // Liveness only asks whether the process and the database answer.
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row!.hash}, ${row!.created_at})`,
      );
    }
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  } finally {
    await app.close();
  }
});

test('sin migrar no está listo', async () => {
  const database = await openPglite();
  const app = await buildApp({ config: testConfig(), database });
  try {
    const unmigrated = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(unmigrated.statusCode).toBe(503);
    expect(unmigrated.json()).toEqual(NO_RESPONDE);
  } finally {
    await app.close();
    await database.close();
  }
});

test('con la base de datos caída no está listo ni vivo', async () => {
  const port = await freePort();
  const database = await openPostgres(`postgres://postgres@127.0.0.1:${port}/nada`, 1);
  const app = await buildApp({ config: testConfig(), database });
  try {
    const down = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual(NO_RESPONDE);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
  } finally {
    await app.close();
    await database.close();
  }
});

test('al detenerse deja de estar listo, sigue atendiendo y cierra cada conexión', async () => {
  const database = await testDatabase();
  const readiness = createReadiness({ marginMs: 0 });
  const app = await buildApp({ config: testConfig(), database, readiness });
  try {
    const before = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(before.statusCode).toBe(200);
    expect(before.headers.connection).not.toBe('close');
    // A balancer has been probing: the drain waits until it has been told "not ready".
    let drained = false;
    const draining = readiness.drain().then(() => (drained = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(drained).toBe(false);
    const live = await app.inject({ method: 'GET', url: '/api/health' });
    expect(live.statusCode).toBe(200);
    expect(live.headers.connection).toBe('close');
    const probe = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(probe.statusCode).toBe(503);
    expect(probe.json()).toEqual({ error: SERVIDOR_DETENIENDOSE });
    await draining;
    expect(drained).toBe(true);
  } finally {
    await app.close();
  }
});

test('sin un balanceador que pregunte, detenerse no espera', async () => {
  const readiness = createReadiness();
  const started = Date.now();
  await readiness.drain();
  expect(readiness.draining).toBe(true);
  expect(Date.now() - started).toBeLessThan(50);
  // Probed, but nobody comes back: it waits at most maxWaitMs.
  const watched = createReadiness({ maxWaitMs: 100 });
  watched.probed(true);
  const waitedFrom = Date.now();
  await watched.drain();
  expect(Date.now() - waitedFrom).toBeGreaterThanOrEqual(90);
});
