import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { createCatalogCache } from './cache.ts';

const t = buildTestApp();

const names = async (cache: ReturnType<typeof createCatalogCache>) =>
  (JSON.parse((await cache.published()).identity.toString()) as { nombre: string }[]).map(
    (p) => p.nombre,
  );

test('la copia del catálogo se reutiliza mientras el catálogo no cambia', async () => {
  const db = t.database.db;
  await insertProduct(db, { nombre: 'Arroz yamaní' });
  const cache = createCatalogCache(db);
  const first = await cache.published();
  expect(await names(cache)).toEqual(['Arroz yamaní']);
  expect(await cache.published()).toBe(first);
});

test('un producto escrito por otro servidor se ve en la próxima petición, sin esperar', async () => {
  const db = t.database.db;
  await insertProduct(db, { nombre: 'Arroz yamaní' });
  const one = createCatalogCache(db);
  const other = createCatalogCache(db);
  expect(await names(one)).toEqual(['Arroz yamaní']);
  expect(await names(other)).toEqual(['Arroz yamaní']);
  // Written straight to the database, as another process would: no invalidate() here.
  await insertProduct(db, { nombre: 'Lentejas' });
  expect(await names(one)).toEqual(['Arroz yamaní', 'Lentejas']);
  expect(await names(other)).toEqual(['Arroz yamaní', 'Lentejas']);
});

test('muchas peticiones a la vez comparten una lectura y todas ven lo último escrito', async () => {
  const db = t.database.db;
  const cache = createCatalogCache(db);
  expect(await names(cache)).toEqual([]);
  await insertProduct(db, { nombre: 'Harina integral' });
  const all = await Promise.all(Array.from({ length: 20 }, () => cache.published()));
  expect(new Set(all).size).toBe(1);
  expect(await names(cache)).toEqual(['Harina integral']);
});

test('una lectura empezada antes de un cambio no deja la copia vieja después de invalidar', async () => {
  const db = t.database.db;
  await insertProduct(db, { nombre: 'Arroz yamaní' });
  const cache = createCatalogCache(db);
  const before = cache.published();
  await insertProduct(db, { nombre: 'Lentejas' });
  cache.invalidate();
  expect(await names(cache)).toEqual(['Arroz yamaní', 'Lentejas']);
  await before;
  expect(await names(cache)).toEqual(['Arroz yamaní', 'Lentejas']);
});

test('búsqueda, categoría y marca sobre la copia: sin tildes, exactas y en orden de id', async () => {
  const db = t.database.db;
  const a = await insertProduct(db, { nombre: 'Azúcar  mascabo', categoria: 'Azúcar' });
  const b = await insertProduct(db, { nombre: 'Yerba', categoria: 'Yerba', marca: 'Ñandú' });
  await insertProduct(db, { nombre: 'Oculta azucarada', publicado: false });
  const cache = createCatalogCache(db);
  const ids = (list: { id: number }[]) => list.map((p) => p.id);
  expect(ids(await cache.find({ q: 'AZUCAR mascabo' }))).toEqual([a.id]);
  expect(ids(await cache.find({ q: 'nandu' }))).toEqual([b.id]);
  expect(ids(await cache.find({ categoria: 'Yerba' }))).toEqual([b.id]);
  expect(ids(await cache.find({ categoria: 'yerba' }))).toEqual([]);
  expect(ids(await cache.find({ q: '%' }))).toEqual([]);
  expect(ids(await cache.find({}))).toEqual([a.id, b.id]);
  const page = JSON.parse((await cache.pageBody({ offset: 1, limit: 5 })).identity.toString());
  expect(page).toMatchObject({ total: 2, items: [{ id: b.id }] });
});

test('publicar u ocultar un producto se ve enseguida en el catálogo público', async () => {
  const product = await insertProduct(t.database.db, { nombre: 'Miel de monte' });
  const visible = async () =>
    (
      JSON.parse((await t.request({ method: 'GET', url: '/api/sheets/data' })).body) as {
        nombre: string;
      }[]
    ).map((p) => p.nombre);
  expect(await visible()).toEqual(['Miel de monte']);
  const { cookie } = await t.signIn('admin');
  const hide = await t.request({ method: 'PUT', url: `/api/sheets/product/${product.id}`, cookie });
  expect(hide.statusCode).toBe(200);
  expect(await visible()).toEqual([]);
  await t.request({ method: 'PUT', url: `/api/sheets/product/${product.id}`, cookie });
  expect(await visible()).toEqual(['Miel de monte']);
});

test('el catálogo público lleva ETag: sin cambios responde 304 sin cuerpo, con cambios 200', async () => {
  await insertProduct(t.database.db, { nombre: 'Miel de monte' });
  const first = await t.request({ method: 'GET', url: '/api/sheets/data' });
  const etag = first.headers.etag as string;
  expect(etag).toMatch(/^"[\w-]+"$/);
  expect(first.headers['cache-control']).toBe('no-cache');
  const again = await t.request({
    method: 'GET',
    url: '/api/sheets/data',
    headers: { 'if-none-match': etag },
  });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
  await insertProduct(t.database.db, { nombre: 'Lentejas' });
  const changed = await t.request({
    method: 'GET',
    url: '/api/sheets/data',
    headers: { 'if-none-match': etag },
  });
  expect(changed.statusCode).toBe(200);
  expect(changed.headers.etag).not.toBe(etag);
});

test('el catálogo se sirve en brotli y gzip con los mismos bytes que sin comprimir', async () => {
  const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
  await insertProduct(t.database.db, { nombre: 'Miel de monte', descripcion: 'x'.repeat(3000) });
  const get = (encoding?: string) =>
    t.request({
      method: 'GET',
      url: '/api/sheets/data',
      headers: encoding ? { 'accept-encoding': encoding } : {},
    });
  const plain = await get();
  const br = await get('gzip, deflate, br');
  const gz = await get('gzip;q=1, br;q=0');
  expect(br.headers['content-encoding']).toBe('br');
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  expect(br.headers.etag).toBe(plain.headers.etag);
});

const embedded = process.env.FERIA_TEST_DB === 'pglite';

test.runIf(embedded)(
  'en la base embebida, una escritura directa se ve en la próxima petición sin releer la versión en cada una',
  async () => {
    const { database } = t;
    if (!database.pglite) throw new Error('se esperaba PGlite');
    await insertProduct(database.db, { nombre: 'Arroz yamaní' });
    const cache = createCatalogCache(database.db, database.pglite);
    try {
      expect(await names(cache)).toEqual(['Arroz yamaní']);
      const kept = await cache.published();
      // Settled: the same bytes, with no write in between.
      expect(await cache.published()).toBe(kept);
      // Written straight to the database, with no invalidate(): the trigger's notification tells it.
      await insertProduct(database.db, { nombre: 'Lentejas' });
      expect(await names(cache)).toEqual(['Arroz yamaní', 'Lentejas']);
      await database.db.transaction(async (tx) => {
        await insertProduct(tx, { nombre: 'Miel de monte' });
        await insertProduct(tx, { nombre: 'Yerba' });
      });
      expect(await names(cache)).toEqual(['Arroz yamaní', 'Lentejas', 'Miel de monte', 'Yerba']);
    } finally {
      await cache.close();
    }
  },
);
