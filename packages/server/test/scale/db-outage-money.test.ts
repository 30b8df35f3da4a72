// Issue 43: the database goes away while the stall sells and Mercado Pago notifies a payment.
// Both get 503 "La base de datos no responde" with Retry-After (the stall keeps its sale queued,
// Mercado Pago repeats its notification), and once the database is back the same sale (same
// Idempotency-Key) and the same notification, each sent more than once, count exactly once.
// On a cluster of the test's own: the shared one is never stopped.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { openPostgres, rowsOf } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import { testDbKind } from '../support/database.ts';
import { insertProduct } from '../support/fixtures.ts';
import { FAKE_COLLECTOR_ID, startMercadoPagoFake } from '../support/mercadopago-fake.ts';
import { ownPostgres } from '../support/own-postgres.ts';
import { call, killAll, signInAdmin, startServer, tempDir } from '../support/processes.ts';
import { webOrder } from '../support/sales.ts';

afterAll(killAll);

const NO_RESPONDE = { error: 'La base de datos no responde' };
const TOKEN = 'APP_USR-token-de-prueba';
const SECRET = 'secreto-del-webhook-de-las-pruebas-32';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.runIf(testDbKind === 'postgres')(
  'la base de datos se va con el puesto y Mercado Pago',
  () => {
    test('503 con Retry-After mientras tanto; después cada venta y cada pago una sola vez', async () => {
      const cluster = await ownPostgres();
      const mp = await startMercadoPagoFake({ secret: SECRET, token: TOKEN });
      try {
        const url = await cluster.createDatabase('feria');
        const setup = await openPostgres(url, 1);
        await migrate(setup);
        const product = await insertProduct(setup.db, { precio: 1000, stock: 100 });
        await setup.close();

        const server = await startServer({
          DATABASE_URL: url,
          DATA_DIR: tempDir(),
          MERCADOPAGO_ACCESS_TOKEN: TOKEN,
          MERCADOPAGO_WEBHOOK_SECRET: SECRET,
          MERCADOPAGO_API_URL: mp.url,
          MERCADOPAGO_TIMEOUT_MS: '4000',
        });
        let died: number | string | null = null;
        void server.exited.then((code) => (died = code));
        const cookie = await signInAdmin(server);

        // A web order paid by Mercado Pago; the payment exists at Mercado Pago before the outage.
        const order = await call(
          server,
          'POST',
          '/api/sheets/sale',
          webOrder([{ id: product.id, cantidad: 2 }], { formaPago: 'mercadopago' }),
        );
        expect(order.status, JSON.stringify(order.body)).toBe(201);
        const saleId = (order.body as { id: number }).id;
        mp.payments.set('9001', {
          id: '9001',
          status: 'approved',
          external_reference: String(saleId),
          transaction_amount: 2000,
          currency_id: 'ARS',
          collector_id: FAKE_COLLECTOR_ID,
        });
        const webhook = async () => {
          const n = mp.notification('9001');
          const res = await fetch(`${server.url}/api/mercadopago/webhook?${n.query}`, {
            method: 'POST',
            headers: n.headers,
            body: JSON.stringify(n.body),
          });
          return {
            status: res.status,
            retryAfter: res.headers.get('retry-after'),
            body: await res.json(),
          };
        };
        const key = randomUUID();
        const stallSale = async () => {
          const res = await fetch(`${server.url}/api/sheets/sale`, {
            method: 'POST',
            headers: {
              origin: server.url,
              cookie,
              'content-type': 'application/json',
              'idempotency-key': key,
            },
            body: JSON.stringify({
              canal: 'pos',
              productos: [{ id: product.id, cantidad: 1 }],
              formaPago: 'efectivo',
              envio: 'retiro',
              cliente: { nombre: 'Cliente del puesto' },
            }),
          });
          return {
            status: res.status,
            retryAfter: res.headers.get('retry-after'),
            body: await res.json(),
          };
        };

        cluster.stop();
        try {
          for (const attempt of [stallSale, webhook, stallSale, webhook]) {
            const res = await attempt();
            expect(res.status, JSON.stringify(res.body)).toBe(503);
            expect(res.body).toEqual(NO_RESPONDE);
            expect(Number(res.retryAfter)).toBeGreaterThan(0);
          }
        } finally {
          cluster.start();
        }
        const deadline = Date.now() + 30_000;
        while ((await call(server, 'GET', '/api/health/ready')).status !== 200) {
          if (Date.now() > deadline) throw new Error('la tienda no volvió a estar lista');
          await sleep(200);
        }

        // The stall resends its queued sale, twice at once and once more; Mercado Pago repeats its
        // notification the same way.
        const sales = [...(await Promise.all([stallSale(), stallSale()])), await stallSale()];
        const webhooks = [...(await Promise.all([webhook(), webhook()])), await webhook()];
        expect(sales.map((s) => s.status)).toEqual([201, 201, 201]);
        const ids = new Set(sales.map((s) => (s.body as { id: number }).id));
        expect(ids.size).toBe(1);
        expect(webhooks.map((w) => w.status)).toEqual([200, 200, 200]);
        expect(died).toBe(null);
        await server.stop();

        const check = await openPostgres(url, 1);
        try {
          const stall = rowsOf<{ n: number }>(
            await check.db.execute(sql`select count(*)::int as n from sales where canal = 'pos'`),
          );
          expect(stall[0]?.n).toBe(1);
          const pagos = rowsOf<{ sale_id: number; tipo: string; monto_cents: number }>(
            await check.db.execute(
              sql`select sale_id, tipo, monto_cents from pagos where externo_id = '9001'`,
            ),
          );
          expect(pagos).toEqual([{ sale_id: saleId, tipo: 'cobro', monto_cents: 200_000 }]);
          const cobro = rowsOf<{ cobro_estado: string }>(
            await check.db.execute(sql`select cobro_estado from sales where id = ${saleId}`),
          );
          expect(cobro[0]?.cobro_estado).toBe('cobrado');
          // Stock: 2 for the web order and 1 for the stall sale, once each.
          const stock = rowsOf<{ stock: number }>(
            await check.db.execute(sql`select stock from products where id = ${product.id}`),
          );
          expect(stock[0]?.stock).toBe(97);
        } finally {
          await check.close();
        }
      } finally {
        await mp.close();
        cluster.remove();
      }
    }, 180_000);
  },
);
