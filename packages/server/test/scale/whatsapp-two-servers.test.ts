// MARKET §13.3 "Exactly one per (event, order)", with two real server processes on one PostgreSQL:
// Meta (the local fake) takes the first requests and never answers; both servers are killed with
// SIGKILL while those attempts are on their way, then started again with Meta answering. Every
// order's notice reaches Meta at most once: the attempts that were in flight are `incierto` (never
// sent again), the others `enviado`.
import { afterAll, describe, expect, test, vi } from 'vitest';
import { testDbKind } from '../support/database.ts';
import { insertProduct } from '../support/fixtures.ts';
import { call, killAll, startServer, type TwoServers, twoServers } from '../support/processes.ts';
import { CLIENTE, webOrder } from '../support/sales.ts';
import { createStore } from '../support/stores.ts';
import { notices, whatsappEnv } from '../support/whatsapp.ts';
import { startWhatsappFake } from '../support/whatsapp-fake.ts';

afterAll(killAll);

const ORDERS = 6;

describe.runIf(testDbKind === 'postgres')(
  'avisos de WhatsApp con dos procesos sobre una base',
  () => {
    test('SIGKILL entre "enviando" y la respuesta: cada aviso llega a Meta a lo sumo una vez', async () => {
      const store = await createStore('postgres');
      const fake = await startWhatsappFake();
      fake.fallback = { kind: 'hang' };
      const database = await store.open();
      let shop: TwoServers | null = null;
      try {
        const env = () => ({
          ...store.env,
          ...whatsappEnv(fake.url, 20_000),
          PEDIDOS_ABIERTOS: '1000',
          ABIERTO_POR_DIRECCION: '100000000',
        });
        shop = await twoServers(env, { oneAfterTheOther: true });
        const product = await insertProduct(database.db, { precio: 1000, stock: 100 });
        const placed: number[] = [];
        for (let i = 0; i < ORDERS; i++) {
          const res = await call(
            shop.servers[i % 2]!,
            'POST',
            '/api/sheets/sale',
            webOrder([{ id: product.id, cantidad: 1 }], {
              cliente: {
                ...CLIENTE,
                correo: `wa${i}@example.com`,
                celular: '342 555-1234',
                avisosWhatsapp: true,
              },
            }),
          );
          expect(res.status, JSON.stringify(res.body)).toBe(201);
          placed.push((res.body as { id: number }).id);
        }
        // Meta has the first attempts and says nothing: they are "enviando" when the kill comes.
        await vi.waitFor(() => expect(fake.received.length).toBeGreaterThan(0), {
          timeout: 30_000,
          interval: 50,
        });
        for (const server of shop.servers) server.child.kill('SIGKILL');
        await Promise.all(shop.servers.map((s) => s.exited));
        const inFlight = fake.received.length;
        fake.fallback = { kind: 'ok' };
        shop.servers[0] = await startServer(shop.env(0));
        shop.servers[1] = await startServer(shop.env(1));
        // Every notice settles: the ones in flight incierto, the rest sent.
        await vi.waitFor(
          async () => {
            const rows = await notices(database.db);
            expect(rows).toHaveLength(ORDERS);
            expect(rows.every((r) => r.estado === 'enviado' || r.estado === 'incierto')).toBe(true);
          },
          { timeout: 60_000, interval: 250 },
        );
        const rows = await notices(database.db);
        const perOrder = placed.map(
          (id) => fake.parameters().filter((p) => p[1] === String(id)).length,
        );
        expect(perOrder.every((n) => n <= 1)).toBe(true);
        expect(rows.filter((r) => r.estado === 'incierto')).toHaveLength(inFlight);
        expect(rows.filter((r) => r.estado === 'enviado')).toHaveLength(ORDERS - inFlight);
        expect(fake.received).toHaveLength(ORDERS);
      } finally {
        await shop?.stop();
        await database.close();
        await store.remove();
        await fake.close();
      }
    }, 240_000);
  },
);
