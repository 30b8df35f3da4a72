// Issue 43 defects 1 and 3: a running shop on PostgreSQL loses its database while web orders
// arrive: first its connections are ended (pg_terminate_backend), then the cluster stops for 5 s
// and starts again. The process must live through both, answer 503 "La base de datos no responde"
// with Retry-After meanwhile (never 500), say "not ready", and take orders again by itself once
// the database is back. On a cluster of the test's own: the shared one is never stopped.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { openPostgres, rowsOf } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import { testDbKind } from '../support/database.ts';
import { insertProduct } from '../support/fixtures.ts';
import { ownPostgres } from '../support/own-postgres.ts';
import { call, killAll, startServer, tempDir } from '../support/processes.ts';
import { CLIENTE, webOrder } from '../support/sales.ts';

afterAll(killAll);

const NO_RESPONDE = { error: 'La base de datos no responde' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.runIf(testDbKind === 'postgres')('la base de datos se va con pedidos en curso', () => {
  test('el proceso sigue vivo, responde 503 mientras tanto y se recupera solo', async () => {
    const cluster = await ownPostgres();
    try {
      const url = await cluster.createDatabase('feria');
      const setup = await openPostgres(url, 2);
      await migrate(setup);
      const ids: number[] = [];
      for (let i = 0; i < 8; i++) ids.push((await insertProduct(setup.db, { stock: 100_000 })).id);
      await setup.close();

      const server = await startServer({
        DATABASE_URL: url,
        DATA_DIR: tempDir(),
        ORDERS_PER_HOUR: '1000000',
      });
      let died: number | string | null = null;
      void server.exited.then((code) => (died = code));
      const confirmed: number[] = [];
      const unexpected: string[] = [];
      let unavailable = 0;
      let stopped = false;
      let customers = 0;
      const worker = async () => {
        while (!stopped) {
          const cliente = { ...CLIENTE, correo: `cliente-${++customers}@correo.test` };
          const id = ids[customers % ids.length]!;
          const res = await fetch(`${server.url}/api/sheets/sale`, {
            method: 'POST',
            headers: { origin: server.url, 'content-type': 'application/json' },
            body: JSON.stringify(webOrder([{ id, cantidad: 1 }], { cliente })),
          }).catch((err: Error) => err);
          if (res instanceof Error) {
            unexpected.push(`sin respuesta: ${res.message}`);
            await sleep(100);
            continue;
          }
          const body = (await res.json()) as { id?: number };
          if (res.status === 201) confirmed.push(body.id!);
          else if (
            res.status === 503 &&
            JSON.stringify(body) === JSON.stringify(NO_RESPONDE) &&
            Number(res.headers.get('retry-after')) > 0
          ) {
            unavailable++;
            await sleep(50);
          } else unexpected.push(`${res.status} ${JSON.stringify(body)}`);
        }
      };
      const workers = Promise.all(Array.from({ length: 6 }, worker));
      const confirmedBy = async (n: number, withinMs: number) => {
        const deadline = Date.now() + withinMs;
        while (confirmed.length < n && Date.now() < deadline && died === null) await sleep(50);
        if (died !== null) throw new Error(`el servidor terminó (${died}):\n${server.output()}`);
        return confirmed.length >= n;
      };

      expect(await confirmedBy(20, 30_000)).toBe(true);
      // Every connection of the shop ended, twice, while orders run on them.
      for (let round = 0; round < 2; round++) {
        await cluster.terminateBackends('feria');
        expect(await confirmedBy(confirmed.length + 10, 20_000)).toBe(true);
      }

      const afterTerminations = unavailable;
      // A 5-s outage.
      cluster.stop();
      const stoppedAt = Date.now();
      const during = unavailable;
      await sleep(2_000);
      const ready = await call(server, 'GET', '/api/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual(NO_RESPONDE);
      await sleep(3_000);
      expect(unavailable).toBeGreaterThan(during);
      cluster.start();
      const backAt = Date.now();
      const before = confirmed.length;
      expect(await confirmedBy(before + 1, 20_000)).toBe(true);
      const recoveredMs = Date.now() - backAt;
      expect(await confirmedBy(confirmed.length + 10, 20_000)).toBe(true);
      // The figures issue 43 asks for, in the test's output.
      console.info(
        `caída de la base: ${afterTerminations} respuestas 503 durante 2 pg_terminate_backend; ` +
          `${unavailable - during} durante ${((backAt - stoppedAt) / 1000).toFixed(1)} s sin base; ` +
          `primer 201 ${recoveredMs} ms después de volver; ${confirmed.length} pedidos confirmados`,
      );
      stopped = true;
      await workers;

      expect(died).toBe(null);
      expect(unexpected).toEqual([]);
      expect((await call(server, 'GET', '/api/health/ready')).status).toBe(200);
      await server.stop();

      // Every 201 the shop gave is in the database.
      const check = await openPostgres(url, 1);
      try {
        const rows = rowsOf<{ id: number }>(await check.db.execute(sql`select id from sales`));
        const stored = new Set(rows.map((r) => r.id));
        expect(confirmed.filter((id) => !stored.has(id))).toEqual([]);
      } finally {
        await check.close();
      }
    } finally {
      cluster.remove();
    }
  }, 180_000);
});
