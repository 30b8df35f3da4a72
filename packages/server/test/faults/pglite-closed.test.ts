// Issue 43: the embedded database closed (a stop, a failed instance) while orders run and more
// arrive. Every request is answered — 201 before the close, 503 "La base de datos no responde"
// after it, never 500 — no promise is left rejected with nobody listening (that ends the process)
// and the app still closes cleanly afterwards.
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { openPglite } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import { ORIGIN, testConfig } from '../support/app.ts';
import { testDbKind } from '../support/database.ts';
import { insertProduct } from '../support/fixtures.ts';
import { CLIENTE, webOrder } from '../support/sales.ts';

const unhandled: unknown[] = [];
const onUnhandled = (err: unknown) => unhandled.push(err);
process.on('unhandledRejection', onUnhandled);
afterAll(() => {
  process.off('unhandledRejection', onUnhandled);
});

test.runIf(testDbKind === 'pglite')(
  'la base embebida se cierra con pedidos en curso: 201 o 503, nunca 500 ni un rechazo suelto',
  async () => {
    const database = await openPglite();
    await migrate(database);
    const config = testConfig();
    const app = await buildApp({ config, database, webDir: path.join(config.dataDir, 'no-web') });
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) ids.push((await insertProduct(database.db, { stock: 1000 })).id);
    let n = 0;
    const order = () =>
      app.inject({
        method: 'POST',
        url: '/api/sheets/sale',
        headers: { origin: ORIGIN },
        payload: webOrder([{ id: ids[n % 4]!, cantidad: 1 }], {
          cliente: { ...CLIENTE, correo: `cliente-${++n}@correo.test` },
        }),
      });
    const wave = () => {
      const sent = [];
      for (let i = 0; i < 10; i++) {
        sent.push(order(), app.inject({ method: 'GET', url: '/api/sheets/data' }));
      }
      return sent;
    };
    const before = wave();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const closing = database.pglite!.close();
    const during = wave(); // queued behind the close
    await closing;
    const after = wave();
    const answers = await Promise.all([...before, ...during, ...after]);
    const seen = new Set(
      answers.map((r) => (r.statusCode === 503 ? `503 ${r.body}` : String(r.statusCode))),
    );
    for (const answer of seen) {
      expect(['200', '201', '503 {"error":"La base de datos no responde"}']).toContain(answer);
    }
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(503);
    await app.close();
    expect(unhandled).toEqual([]);
  },
  60_000,
);
