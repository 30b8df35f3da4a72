// DESIGN §1: the server keeps no state of its own, so several copies can run against one
// PostgreSQL. Two real server processes, started at the same time on one database, each with a
// DATA_DIR of its own (pictures live in the database) and its own mail worker pointed at one SMTP
// server.
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { rowsOf } from '../../src/db/client.ts';
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
import { form } from '../support/products.ts';
import { CLIENTE, webOrder } from '../support/sales.ts';
import { startSmtp } from '../support/smtp-test-server.ts';
import { createStore } from '../support/stores.ts';

afterAll(killAll);

const EXTRA_MAILS = 60;

describe.runIf(testDbKind === 'postgres')('dos procesos sobre una base PostgreSQL', () => {
  test('comparten sesiones, no venden de más y cada correo sale una sola vez', async () => {
    const store = await createStore('postgres');
    const smtp = await startSmtp();
    let shop: TwoServers | null = null;
    try {
      shop = await twoServers((i) => {
        const name = i === 0 ? 'a' : 'b';
        return {
          ...store.env,
          SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
          MAIL_FROM: `Feria ${name} <${name}@feria.local>`,
        };
      });
      const [a, b] = shop.servers;

      // A session made on one process is good on the other, and ends on both.
      const cookie = await signInAdmin(a);
      const onB = await call(b, 'GET', '/api/session', undefined, cookie);
      expect(onB.status).toBe(200);
      expect((onB.body as { email: string }).email).toBe('admin@feria.local');

      // A picture uploaded through one is served by the other, which has no file of it.
      const multipart = new FormData();
      const png = await sharp({
        create: { width: 32, height: 32, channels: 3, background: '#3c8c50' },
      })
        .png()
        .toBuffer();
      multipart.append('file', new Blob([png], { type: 'image/png' }), 'foto.png');
      const uploaded = await fetch(`${a.url}/api/sheets/images`, {
        method: 'POST',
        headers: { origin: a.url, cookie },
        body: multipart,
      });
      expect(uploaded.status).toBe(201);
      const { url } = (await uploaded.json()) as { url: string };
      const picture = await fetch(`${b.url}${url}`);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/webp');

      // A product written through one is in the other's catalogue on its very next request.
      const names = async (server: Server) =>
        ((await call(server, 'GET', '/api/sheets/data')).body as { nombre: string }[]).map(
          (p) => p.nombre,
        );
      expect(await names(b)).toEqual([]);
      const created = await call(
        a,
        'POST',
        '/api/sheets/data',
        form({ nombre: 'Yerba compartida', url }),
        cookie,
      );
      expect(created.status).toBe(201);
      expect(await names(b)).toEqual(['Yerba compartida']);
      await call(
        a,
        'DELETE',
        `/api/sheets/delete/${(created.body as { id: number }).id}`,
        undefined,
        cookie,
      );
      expect(await names(b)).toEqual([]);

      expect((await call(b, 'POST', '/api/logout', {}, cookie)).status).toBe(204);
      expect((await call(a, 'GET', '/api/session', undefined, cookie)).status).toBe(401);

      // 40 single-unit orders for a product with stock 10, spread over both processes.
      const database = await store.open();
      const product = await insertProduct(database.db, { stock: 10 });
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          call(
            i % 2 ? b : a,
            'POST',
            '/api/sheets/sale',
            // A customer of their own per order: "Gracias por tu compra" goes to one address at
            // most 5 times an hour (API.md round 3), and every order here mails its customer.
            webOrder([{ id: product.id, cantidad: 1 }], {
              cliente: { ...CLIENTE, correo: `cliente-${i}@correo.test` },
            }),
          ),
        ),
      );
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses.filter((s) => s === 409)).toHaveLength(30);
      const [state] = rowsOf<{ ventas: number; stock: number }>(
        await database.db.execute(sql`
          select (select count(*) from sales)::int as ventas,
                 (select stock from products where id = ${product.id}) as stock`),
      );
      expect(state).toEqual({ ventas: 10, stock: 0 });

      // More queued mail at once, so both workers reach for the same rows.
      await database.db.execute(sql`
        insert into mail_outbox (to_address, subject, html, text)
        select 'cliente' || g || '@example.com', 'Aviso ' || g, '<p>Aviso</p>', 'Aviso'
        from generate_series(1, ${EXTRA_MAILS}) g`);
      const expected = 20 + EXTRA_MAILS;
      await vi.waitFor(
        async () => {
          const [left] = rowsOf<{ n: number }>(
            await database.db.execute(
              sql`select count(*)::int as n from mail_outbox where status <> 'sent'`,
            ),
          );
          expect(left?.n).toBe(0);
        },
        { timeout: 60_000, interval: 250 },
      );
      // Every row is sent and both servers have stopped (each waits for its worker): no late
      // duplicate can still be on its way.
      await Promise.all(shop.servers.map((s) => s.stop()));
      const ids = smtp.received.map((m) => m.messageId);
      expect(ids).toHaveLength(expected);
      expect(new Set(ids).size).toBe(expected);
      const [outbox] = rowsOf<{ sent: number; total: number }>(
        await database.db.execute(
          sql`select count(*) filter (where status = 'sent')::int as sent, count(*)::int as total from mail_outbox`,
        ),
      );
      expect(outbox).toEqual({ sent: expected, total: expected });
      // Both workers took part (each process signs with its own MAIL_FROM).
      const senders = new Set(smtp.received.map((m) => m.from?.value[0]?.address));
      expect([...senders].sort()).toEqual(['a@feria.local', 'b@feria.local']);
      await database.close();
    } finally {
      await shop?.stop();
      await smtp.close();
      await store.remove();
    }
  }, 240_000);
});
