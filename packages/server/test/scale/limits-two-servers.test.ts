// Round 4 (issue 44), with two real server processes on one PostgreSQL database:
// - the receipt limit (20 an hour per client address) is counted in the database, so uploads from
//   one address spread over both servers still stop at 20;
// - the sign-in hashing line is each process's own by design (it shares out that process's CPU
//   and memory, which a second server does not use), so a burst of wrong sign-ins from one address
//   sent to both holds at most WAITING_PER_CLIENT places on each, and another address signs in on
//   either server meanwhile.
import { afterAll, describe, expect, test } from 'vitest';
import { openPostgres } from '../../src/db/client.ts';
import { testDbKind } from '../support/database.ts';
import { insertProduct } from '../support/fixtures.ts';
import {
  call,
  killAll,
  type Server,
  signInAdmin,
  type TwoServers,
  twoServers,
} from '../support/processes.ts';
import { webOrder } from '../support/sales.ts';
import { freshPostgres } from '../support/stores.ts';

afterAll(killAll);

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const DEMASIADOS = { error: 'Demasiados intentos, probá de nuevo en unos minutos' };

/** Both servers trust one proxy hop; round 5's open-orders limits are not what this file
 * measures: one address places every order. */
const env = (url: string) => ({
  DATABASE_URL: url,
  TRUST_PROXY: '1',
  PEDIDOS_ABIERTOS: '1000',
  ABIERTO_POR_DIRECCION: '100000000',
});

describe.runIf(testDbKind === 'postgres')('límites de la ronda 4 con dos servidores', () => {
  test('comprobantes: 30 subidas de una dirección repartidas en dos servidores, 20 pasan', async () => {
    const db = await freshPostgres();
    let shop: TwoServers | null = null;
    try {
      const setup = await openPostgres(db.url, 1);
      const product = await insertProduct(setup.db, { precio: 1500, stock: 100 });
      await setup.close();
      shop = await twoServers(() => env(db.url));
      const [a, b] = shop.servers;
      const orders: { id: number; token: string }[] = [];
      for (let i = 0; i < 10; i++) {
        const res = await fetch(`${a.url}/api/sheets/sale`, {
          method: 'POST',
          headers: {
            origin: a.url,
            'content-type': 'application/json',
            'x-forwarded-for': `10.9.${i}.1`,
          },
          body: JSON.stringify(
            webOrder([{ id: product.id, cantidad: 1 }], { formaPago: 'transferencia' }),
          ),
        });
        expect(res.status).toBe(201);
        const { id, pedido } = (await res.json()) as { id: number; pedido: string };
        orders.push({ id, token: new URL(pedido, 'http://x').searchParams.get('t') ?? '' });
      }
      const upload = async (server: Server, order: { id: number; token: string }, ip: string) => {
        const form = new FormData();
        form.append('file', new Blob([PNG], { type: 'image/png' }), 'c.png');
        const res = await fetch(
          `${server.url}/api/pedido/${order.id}/comprobante?t=${order.token}`,
          {
            method: 'POST',
            headers: { origin: server.url, 'x-forwarded-for': ip },
            body: form,
          },
        );
        return { status: res.status, body: await res.json() };
      };
      const answers = await Promise.all(
        orders.flatMap((order) =>
          [0, 1, 2].map((k) => upload(k % 2 === 0 ? a : b, order, '198.51.100.7')),
        ),
      );
      const codes = answers.map((r) => r.status);
      expect(codes.filter((c) => c === 201)).toHaveLength(20);
      expect(codes.filter((c) => c === 429)).toHaveLength(10);
      expect(answers.find((r) => r.status === 429)?.body).toEqual(DEMASIADOS);
      expect((await upload(b, orders[0]!, '198.51.100.8')).status).toBe(409); // 3 already
    } finally {
      await shop?.stop();
      await db.drop();
    }
  }, 180_000);

  test('300 ingresos equivocados de una dirección en dos servidores: otra dirección entra en ambos', async () => {
    const db = await freshPostgres();
    let shop: TwoServers | null = null;
    try {
      shop = await twoServers(() => env(db.url));
      const { servers } = shop;
      // The first admin exists once both have started; a sign-in on each loads argon2.
      for (const server of servers) await signInAdmin(server);
      const wrong = (server: Server) =>
        fetch(`${server.url}/api/login/email`, {
          method: 'POST',
          headers: {
            origin: server.url,
            'content-type': 'application/json',
            'x-forwarded-for': '203.0.113.9',
          },
          body: JSON.stringify({ email: 'nadie@correo.test', password: 'equivocada-123' }),
        }).then((res) => ({ status: res.status, retryAfter: res.headers.get('retry-after') }));
      const burst = Array.from({ length: 300 }, (_, i) => wrong(servers[i % 2]!));
      // Meanwhile the admin, from another address, signs in on both.
      const admin = await Promise.all(
        servers.map((server) =>
          call(server, 'POST', '/api/login/email', {
            email: 'admin@feria.local',
            password: 'admin-escala-clave',
          }),
        ),
      );
      const answers = await Promise.all(burst);
      expect(
        admin.map((r) => r.status),
        JSON.stringify(admin.map((r) => r.body)),
      ).toEqual([200, 200]);
      const statuses = new Set(answers.map((r) => r.status));
      for (const status of statuses) expect([401, 429, 503]).toContain(status);
      for (const r of answers.filter((x) => x.status === 503)) {
        expect(Number(r.retryAfter)).toBeGreaterThan(0);
      }
    } finally {
      await shop?.stop();
      await db.drop();
    }
  }, 180_000);
});
