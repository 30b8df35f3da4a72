// API.md: "No request ever answers 500 for a database lock conflict". Products whose name order is
// the reverse of their id order, two app instances on one database, and sales racing price
// adjustments, their undo, annulments and CSV imports: every answer is a 2xx or a 4xx. On
// PostgreSQL an adjustment that locked products by name while a sale locked them by id deadlocked
// (40P01) and answered 500.
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, expect, test } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type Database, openPostgres } from '../../src/db/client.ts';
import { products } from '../../src/db/schema.ts';
import { buildTestApp, ORIGIN } from '../support/app.ts';
import { testDbKind } from '../support/database.ts';
import { insertProduct } from '../support/fixtures.ts';
import { priceHelpers } from '../support/prices.ts';
import { stockOf, webOrder } from '../support/sales.ts';

const t = buildTestApp({ ORDERS_PER_HOUR: '100000' });
const { adjust, undo, importCsv } = priceHelpers(t);
let second: Database | null = null;

afterAll(async () => {
  if (second && second !== t.database) await second.close();
});

/** Another server on the same database: its own pool on PostgreSQL, the same PGlite otherwise. */
async function secondApp() {
  const url = t.database.pool?.options.connectionString;
  second = url ? await openPostgres(url) : t.database;
  return buildApp({ config: t.config, database: second, webDir: '/nonexistent' });
}

const csvOf = (rows: { sku: string; nombre: string; precio: string }[]) =>
  [
    'sku;nombre;marca;categoria;medida;precio;stock;publicado;descripcion',
    ...rows.map((r) => `${r.sku};${r.nombre};Marca;Verduras;1 kg;${r.precio};100000;si;Fresco`),
  ].join('\r\n');

test('ventas, ajustes, deshacer, anulaciones e importaciones a la vez en dos servidores: ningún 5xx', async () => {
  const { cookie } = await t.signIn('admin');
  const db = t.database.db;
  // Ids ascending, names descending: name order is the reverse of id order.
  const names = ['Zapallo', 'Zanahoria', 'Tomate', 'Remolacha', 'Acelga'];
  const made: Awaited<ReturnType<typeof insertProduct>>[] = [];
  for (const nombre of names) made.push(await insertProduct(db, { nombre, stock: 100_000 }));
  const other = await secondApp();
  try {
    const apps = [t.app, other];
    const call = (
      i: number,
      { cookie: c, headers, ...opts }: InjectOptions & { cookie?: string },
    ) =>
      apps[i % 2]!.inject({
        ...opts,
        headers: { origin: ORIGIN, ...(c ? { cookie: c } : {}), ...headers },
      });
    const lines = made.map((p) => ({ id: p.id, cantidad: 1 }));
    const sale = (i: number) =>
      call(i, { method: 'POST', url: '/api/sheets/sale', payload: webOrder(lines) });
    const sold: number[] = [];
    const codes: number[] = [];
    const record = (r: { statusCode: number; json(): unknown }) => {
      codes.push(r.statusCode);
      if (r.statusCode === 201) sold.push((r.json() as { id: number }).id);
      return r;
    };
    for (const s of await Promise.all([0, 1, 2, 3].map(sale))) record(s);

    for (let round = 0; round < 6; round++) {
      const work: Promise<unknown>[] = [];
      for (let i = 0; i < 8; i++) work.push(sale(i).then(record));
      work.push(adjust(cookie, { porcentaje: 1 }).then(record));
      work.push(
        call(round + 1, {
          method: 'POST',
          url: '/api/precios/ajuste',
          cookie,
          payload: { porcentaje: 2, redondeo: 0, vistaPrevia: false },
        }).then(async (r) => {
          record(r);
          if (r.statusCode === 200) record(await undo(cookie, r.json().ajusteId));
        }),
      );
      for (const id of sold.splice(0, 2)) {
        work.push(
          call(id, { method: 'DELETE', url: `/api/sheets/delete/sale/${id}`, cookie }).then(record),
        );
      }
      const csv = csvOf(
        [...made].reverse().map((p) => ({ sku: p.sku, nombre: p.nombre, precio: `${round + 5}` })),
      );
      work.push(importCsv(cookie, csv).then(record));
      await Promise.all(work);
    }
    expect(codes.filter((c) => c >= 500)).toEqual([]);
    expect(codes.filter((c) => c === 201).length).toBeGreaterThan(40);
    for (const p of made) expect(await stockOf(db, p.id)).toBeGreaterThanOrEqual(0);
  } finally {
    await other.close();
  }
});

test.runIf(testDbKind === 'postgres')(
  'una transacción elegida como víctima de un interbloqueo se repite y termina bien',
  async () => {
    const db = t.database.db;
    const a = await insertProduct(db, { stock: 10 });
    const b = await insertProduct(db, { stock: 10 });
    let runs = 0;
    let arrived = 0;
    let release = () => {};
    const bothHoldOne = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Two transactions that take the same two rows in opposite orders: a real deadlock (40P01).
    const crossed = (first: number, then: number) =>
      db.transaction(async (tx) => {
        runs++;
        await tx.update(products).set({ stock: sql`stock - 1` }).where(eq(products.id, first));
        if (++arrived === 2) release();
        await bothHoldOne;
        await tx.update(products).set({ stock: sql`stock - 1` }).where(eq(products.id, then));
      });
    await Promise.all([crossed(a.id, b.id), crossed(b.id, a.id)]);
    expect(runs).toBe(3);
    expect(await stockOf(db, a.id)).toBe(8);
    expect(await stockOf(db, b.id)).toBe(8);
  },
);
