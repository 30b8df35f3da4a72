import { expect, test } from 'vitest';
import { buildTestApp } from '../../test/app.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { createCatalogCache } from './cache.ts';

const t = buildTestApp();

const names = (json: string) => (JSON.parse(json) as { nombre: string }[]).map((p) => p.nombre);

test('la copia del catálogo se reutiliza hasta que se invalida', async () => {
  const db = t.database.db;
  await insertProduct(db, { nombre: 'Arroz yamaní' });
  const cache = createCatalogCache(db);
  const first = await cache.publishedJson();
  expect(names(first)).toEqual(['Arroz yamaní']);
  await insertProduct(db, { nombre: 'Lentejas' });
  expect(await cache.publishedJson()).toBe(first);
  cache.invalidate();
  expect(names(await cache.publishedJson())).toEqual(['Arroz yamaní', 'Lentejas']);
});

test('una lectura empezada antes de un cambio no deja la copia vieja después de invalidar', async () => {
  const db = t.database.db;
  await insertProduct(db, { nombre: 'Arroz yamaní' });
  const cache = createCatalogCache(db);
  const before = cache.publishedJson();
  await insertProduct(db, { nombre: 'Lentejas' });
  cache.invalidate();
  const after = cache.publishedJson();
  expect(names(await after)).toEqual(['Arroz yamaní', 'Lentejas']);
  await before;
  expect(names(await cache.publishedJson())).toEqual(['Arroz yamaní', 'Lentejas']);
});

test('pasado el tiempo de vida se responde la copia que hay y se lee otra sin hacer esperar', async () => {
  const db = t.database.db;
  const cache = createCatalogCache(db, 30);
  expect(names(await cache.publishedJson())).toEqual([]);
  await insertProduct(db, { nombre: 'Harina integral' });
  await new Promise((resolve) => setTimeout(resolve, 40));
  // Another process may have written: the old copy answers at once, a fresh one loads behind.
  expect(names(await cache.publishedJson())).toEqual([]);
  let seen: string[] = [];
  for (let i = 0; i < 50 && seen.length === 0; i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    seen = names(await cache.publishedJson());
  }
  expect(seen).toEqual(['Harina integral']);
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
  expect(await cache.page({ offset: 1, limit: 5 })).toMatchObject({
    total: 2,
    items: [{ id: b.id }],
  });
});

test('publicar u ocultar un producto se ve enseguida en el catálogo público', async () => {
  const product = await insertProduct(t.database.db, { nombre: 'Miel de monte' });
  const visible = async () =>
    names((await t.request({ method: 'GET', url: '/api/sheets/data' })).body);
  expect(await visible()).toEqual(['Miel de monte']);
  const { cookie } = await t.signIn('admin');
  const hide = await t.request({ method: 'PUT', url: `/api/sheets/product/${product.id}`, cookie });
  expect(hide.statusCode).toBe(200);
  expect(await visible()).toEqual([]);
  await t.request({ method: 'PUT', url: `/api/sheets/product/${product.id}`, cookie });
  expect(await visible()).toEqual(['Miel de monte']);
});
