// DESIGN §2 and issue 9 "Durability": the server is killed with SIGKILL while web orders are being
// placed in parallel, then started again on the same data. Runs on PGlite in the server-pglite
// project and on PostgreSQL in the server-postgres project.
import { MSG } from '@feria/domain/messages/shop';
import { sql } from 'drizzle-orm';
import { afterAll, expect, test } from 'vitest';
import { rowsOf } from '../../src/db/client.ts';
import { testDbKind } from '../support/database.ts';
import { insertProduct } from '../support/fixtures.ts';
import { call, killAll, signInAdmin, startServer } from '../support/processes.ts';
import { CLIENTE, webOrder } from '../support/sales.ts';
import { createStore } from '../support/stores.ts';

afterAll(killAll);

const PRODUCTS = 12;
const STOCK = 1000;
const WORKERS = 8;
const KILL_AFTER = 25;

type Line = { id: number; cantidad: number };

function randomLines(ids: number[]): Line[] {
  const picked = [...ids]
    .sort(() => Math.random() - 0.5)
    .slice(0, 1 + Math.floor(Math.random() * 3));
  return picked.map((id) => ({ id, cantidad: 1 + Math.floor(Math.random() * 4) }));
}

const sortLines = (lines: Line[]) => [...lines].sort((a, b) => a.id - b.id);

test(`un SIGKILL en medio de pedidos no pierde ninguno confirmado ni deja ventas a medias (${testDbKind})`, async () => {
  const store = await createStore(testDbKind);
  try {
    const setup = await store.open();
    const ids: number[] = [];
    for (let i = 0; i < PRODUCTS; i++)
      ids.push((await insertProduct(setup.db, { stock: STOCK })).id);
    await setup.close();

    const server = await startServer(store.env);
    const confirmed = new Map<number, Line[]>();
    const unexpected: string[] = [];
    let killed = false;
    let customers = 0;
    const worker = async () => {
      while (!killed) {
        const lines = randomLines(ids);
        // A customer of their own per order: "Gracias por tu compra" goes to one address at most
        // 5 times an hour (API.md round 3), and every order here must queue its thanks.
        const cliente = { ...CLIENTE, correo: `cliente-${++customers}@correo.test` };
        const order = webOrder(lines, { cliente });
        const res = await call(server, 'POST', '/api/sheets/sale', order).catch(
          () => null, // the connection dies with the process
        );
        if (!res) continue;
        if (res.status === 201) {
          confirmed.set((res.body as { id: number }).id, sortLines(lines));
          if (confirmed.size >= KILL_AFTER && !killed) {
            killed = true;
            server.child.kill('SIGKILL');
          }
        } else if (!killed) {
          unexpected.push(`${res.status} ${JSON.stringify(res.body)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));
    expect(await server.exited).toBe('SIGKILL');
    expect(unexpected).toEqual([]);

    // The same data, a new process: it starts, and every confirmed order reads back whole.
    const again = await startServer(store.env);
    const cookie = await signInAdmin(again);
    for (const [id, lines] of confirmed) {
      const res = await call(again, 'GET', `/api/sheets/sale/${id}`, undefined, cookie);
      expect(res.status).toBe(200);
      const detail = res.body as { lineas: { idProducto: number; cantidad: number }[] };
      const got = detail.lineas.map((l) => ({ id: l.idProducto, cantidad: l.cantidad }));
      expect(sortLines(got)).toEqual(lines);
    }
    const after = await call(
      again,
      'POST',
      '/api/sheets/sale',
      webOrder([{ id: ids[0]!, cantidad: 1 }], {
        cliente: { ...CLIENTE, correo: 'despues@correo.test' },
      }),
    );
    expect(after.status).toBe(201);
    await again.stop();

    const database = await store.open();
    try {
      const { db } = database;
      // No sale without lines, and every sale's totals add up from its lines.
      const broken = rowsOf(
        await db.execute(sql`
          select s.id from sales s left join sale_lines l on l.sale_id = s.id
          group by s.id having count(l.id) = 0
            or s.subtotal_cents <> coalesce(sum(l.subtotal_cents), 0)
            or s.total_cents <> s.subtotal_cents + s.recargo_cents`),
      );
      expect(broken).toEqual([]);
      // Stock taken equals what the stored sales hold, product by product.
      const mismatched = rowsOf(
        await db.execute(sql`
          select p.id, p.stock, coalesce(sum(l.cantidad), 0)::int as vendidos from products p
          left join sale_lines l on l.product_id = p.id
          left join sales s on s.id = l.sale_id and s.estado <> 'Anulado'
          group by p.id having p.stock <> ${STOCK} - coalesce(sum(l.cantidad) filter (where s.id is not null), 0)`),
      );
      expect(mismatched).toEqual([]);
      // Each stored sale queued its two e-mails in the same transaction.
      const [counts] = rowsOf<{ ventas: number; clientes: number; tienda: number }>(
        await db.execute(sql`
          select (select count(*) from sales)::int as ventas,
                 (select count(*) from mail_outbox where subject = ${MSG.asuntoCompra}
                    and to_address like '%@correo.test')::int as clientes,
                 (select count(*) from mail_outbox where subject = ${MSG.asuntoNuevaVenta})::int as tienda`),
      );
      expect(counts!.ventas).toBeGreaterThanOrEqual(confirmed.size + 1);
      expect(counts!.clientes).toBe(counts!.ventas);
      expect(counts!.tienda).toBe(counts!.ventas);
    } finally {
      await database.close();
    }
  } finally {
    await store.remove();
  }
}, 300_000);
