// Issue 35 §6: a stock change never makes a shopper wait for the catalogue to be made again. A copy
// behind only in stock is served at once while the next one is made; any other change is seen on
// the very next request, as before.
import { eq, sql } from 'drizzle-orm';
import { expect, test, vi } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { testDbKind } from '../../../test/support/database.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { rowsOf } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { createCatalogCache } from './cache.ts';
import { restocked, stockChangedSince, stockMark } from './restock.ts';

const t = buildTestApp();

const shown = async (cache: ReturnType<typeof createCatalogCache>) =>
  JSON.parse((await cache.published()).identity.toString()) as { nombre: string; stock: number }[];

const versions = async () =>
  rowsOf<{ version: string; contenido: string }>(
    await t.database.db.execute(sql`select version, contenido from catalog_version`),
  ).map((r) => ({ version: Number(r.version), contenido: Number(r.contenido) }))[0]!;

test('un cambio de solo stock sube la versión pero no el contenido; cualquier otro, los dos', async () => {
  const db = t.database.db;
  const p = await insertProduct(db, { nombre: 'Miel', stock: 5 });
  const start = await versions();
  await db.update(products).set({ stock: 4, updatedAt: new Date() }).where(eq(products.id, p.id));
  const afterStock = await versions();
  expect(afterStock.version).toBe(start.version + 1);
  expect(afterStock.contenido).toBe(start.contenido);
  await db.transaction(async (tx) => {
    await tx.update(products).set({ stock: 3 }).where(eq(products.id, p.id));
    await tx.update(products).set({ precioCents: 999 }).where(eq(products.id, p.id));
  });
  const afterPrice = await versions();
  expect(afterPrice.version).toBe(afterStock.version + 1);
  expect(afterPrice.contenido).toBe(afterStock.contenido + 1);
});

test('tras un cambio de stock se sirve la copia anterior al instante y la nueva llega sola', async () => {
  const db = t.database.db;
  const p = await insertProduct(db, { nombre: 'Miel', stock: 5 });
  const cache = createCatalogCache(db, t.database.pglite);
  try {
    const first = await cache.published();
    expect((await shown(cache))[0]?.stock).toBe(5);
    await db.update(products).set({ stock: 4 }).where(eq(products.id, p.id));
    // The next request gets the bytes it had (no wait), and sets the next copy going.
    expect(await cache.published()).toBe(first);
    await vi.waitFor(async () => expect((await shown(cache))[0]?.stock).toBe(4));
    // Only the stock was read again, and the bytes are those a whole new reading gives.
    const fresh = createCatalogCache(db);
    expect((await cache.published()).etag).toBe((await fresh.published()).etag);
    // A change of anything else is waited for: the very next request sees it.
    await db.update(products).set({ nombre: 'Miel de monte' }).where(eq(products.id, p.id));
    expect((await shown(cache))[0]?.nombre).toBe('Miel de monte');
  } finally {
    await cache.close();
  }
});

test('una venta por la API no hace esperar al catálogo; un pedido sin stock se rechaza igual', async () => {
  const p = await insertProduct(t.database.db, { nombre: 'Miel', stock: 1 });
  const get = () => t.request({ method: 'GET', url: '/api/sheets/data' });
  const before = await get();
  const order = {
    productos: [{ id: p.id, cantidad: 1 }],
    formaPago: 'efectivo',
    envio: 'retiro',
    cliente: {
      nombre: 'Martina Gómez',
      correo: 'martina@example.com',
      provincia: 'Santa Fe',
      direccion: 'San Martín 1234',
      cp: '3000',
      celular: '3425551234',
    },
  };
  expect(
    (await t.request({ method: 'POST', url: '/api/sheets/sale', payload: order })).statusCode,
  ).toBe(201);
  // Served from the copy at hand (it may still say 1), never refused…
  expect((await get()).statusCode).toBe(200);
  // …and a second order for the unit already sold is refused by the order's own check.
  const again = await t.request({ method: 'POST', url: '/api/sheets/sale', payload: order });
  expect(again.statusCode).toBe(409);
  await vi.waitFor(async () => expect((await get()).headers.etag).not.toBe(before.headers.etag));
  expect(JSON.parse((await get()).body)[0].stock).toBe(0);
});

/** The transaction that last changed a product's stock (migration 0022). */
async function stockTxid(id: number): Promise<string> {
  const [row] = rowsOf<{ txid: string }>(
    await t.database.db.execute(
      sql`select stock_txid::text as txid from products where id = ${id}`,
    ),
  );
  return row!.txid;
}

test('la copia siguiente lee solo los productos cuyo stock cambió, y sigue a uno publicado u oculto', async () => {
  const db = t.database.db;
  const a = await insertProduct(db, { nombre: 'Miel', stock: 5 });
  const b = await insertProduct(db, { nombre: 'Yerba', stock: 7 });
  const mark = await stockMark(db);
  const bMarked = await stockTxid(b.id);
  await db.update(products).set({ stock: 4 }).where(eq(products.id, a.id));
  // A write that leaves the stock as it was does not count.
  await db.update(products).set({ stock: 7 }).where(eq(products.id, b.id));
  expect(await stockTxid(b.id)).toBe(bMarked);
  // The mark is the oldest transaction still running anywhere on the server (xids are the
  // cluster's): another database's open transaction makes it older, and the products written
  // since (a and b themselves) are read again too. Reading more is safe; missing one is not.
  const changed = await stockChangedSince(db, mark);
  expect(changed).toContainEqual({ id: a.id, stock: 4, publicado: true });
  expect(changed.filter((row) => row.id === b.id && row.stock !== 7)).toEqual([]);

  const copy = { products: [a, b].map((p) => ({ id: p.id, stock: p.stock, nombre: p.nombre })) };
  const next = restocked(copy as never, [{ id: a.id, stock: 4, publicado: true }]);
  expect(next?.products.map((p) => p.stock)).toEqual([4, 7]);
  expect(next?.bytes.bytes.toString()).toBe(JSON.stringify(next?.products));
  expect(copy.products[0]?.stock).toBe(5); // the copy being served is left as it was
  // A product hidden meanwhile, or published and not in the copy: the whole catalogue is read.
  expect(restocked(copy as never, [{ id: b.id, stock: 7, publicado: false }])).toBeNull();
  expect(restocked(copy as never, [{ id: b.id + 1, stock: 1, publicado: true }])).toBeNull();
  expect(restocked(copy as never, [{ id: b.id + 1, stock: 1, publicado: false }])).not.toBeNull();
});

test.runIf(testDbKind === 'postgres')(
  'un cambio de stock que termina después de una lectura llega en la siguiente',
  async () => {
    const db = t.database.db;
    const p = await insertProduct(db, { nombre: 'Miel', stock: 5 });
    let reading = '';
    let release = () => {};
    const readDone = new Promise<void>((resolve) => {
      release = resolve;
    });
    let written = () => {};
    const saleWrote = new Promise<void>((resolve) => {
      written = resolve;
    });
    // A sale's transaction changes the stock, and commits only after a copy's reading has begun.
    const sale = db.transaction(async (tx) => {
      await tx.update(products).set({ stock: 4 }).where(eq(products.id, p.id));
      written();
      await readDone;
    });
    await saleWrote;
    let seen: unknown[] = [];
    try {
      await db.transaction(
        async (tx) => {
          reading = await stockMark(tx);
          seen = await stockChangedSince(tx, reading);
        },
        { isolationLevel: 'repeatable read' },
      );
    } finally {
      release(); // the sale ends whatever the reading found
    }
    await sale;
    expect(seen).not.toContainEqual({ id: p.id, stock: 4, publicado: true }); // not visible yet
    expect(await stockChangedSince(db, reading)).toContainEqual({
      id: p.id,
      stock: 4,
      publicado: true,
    });
  },
);
