import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';

const t = buildTestApp();

async function shop() {
  const db = t.database.db;
  const azucar = await insertProduct(db, {
    nombre: 'Azúcar mascabo',
    categoria: 'Azúcar',
    marca: 'Ingenio Los Quirquinchos',
    sku: 'AZU-001',
    precio: 3450.5,
    imagenes: ['/uploads/a.webp', '/uploads/b.webp'],
  });
  const yerba = await insertProduct(db, {
    nombre: 'Yerba mate suave',
    categoria: 'Yerba',
    marca: 'Cooperativa Ñandú',
    sku: 'YER-001',
  });
  const oculto = await insertProduct(db, {
    nombre: 'Yerba oculta',
    categoria: 'Yerba',
    marca: 'Marca Oculta',
    publicado: false,
  });
  return { azucar, yerba, oculto };
}

test('un visitante ve solo los productos publicados, con precio en pesos y lista de imágenes', async () => {
  const { azucar, oculto } = await shop();
  const res = await t.request({ method: 'GET', url: '/api/sheets/data' });
  expect(res.statusCode).toBe(200);
  const list = res.json() as { id: number }[];
  expect(list.map((p) => p.id)).not.toContain(oculto.id);
  expect(list).toHaveLength(2);
  expect(list[0]).toEqual({
    id: azucar.id,
    sku: 'AZU-001',
    nombre: 'Azúcar mascabo',
    marca: 'Ingenio Los Quirquinchos',
    medida: '500 g',
    categoria: 'Azúcar',
    descripcion: 'Descripción de prueba',
    precio: 3450.5,
    stock: 10,
    url: '/uploads/a.webp, /uploads/b.webp',
    imagenes: ['/uploads/a.webp', '/uploads/b.webp'],
    publicado: 'si',
    suscribible: false,
    contenido: '',
    noVieneA: [],
    unidad: 'unidad',
    paso: 250,
  });
});

test('el personal ve también los productos sin publicar', async () => {
  const { oculto } = await shop();
  const { cookie } = await t.signIn('seller');
  const res = await t.request({ method: 'GET', url: '/api/sheets/data', cookie });
  expect((res.json() as { id: number }[]).map((p) => p.id)).toContain(oculto.id);
  const one = await t.request({ method: 'GET', url: `/api/sheets/data/${oculto.id}`, cookie });
  expect(one.statusCode).toBe(200);
});

test('un producto sin publicar o inexistente es 404 "Producto no encontrado" para un visitante', async () => {
  const { oculto, yerba } = await shop();
  for (const url of [
    `/api/sheets/data/${oculto.id}`,
    '/api/sheets/data/99999',
    '/api/sheets/data/abc',
  ]) {
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Producto no encontrado' });
  }
  const ok = await t.request({ method: 'GET', url: `/api/sheets/data/${yerba.id}` });
  expect(ok.json().nombre).toBe('Yerba mate suave');
});

test('la búsqueda ignora mayúsculas y acentos, sobre nombre, categoría, marca y sku', async () => {
  const { azucar, yerba } = await shop();
  const search = async (term: string) =>
    (
      (
        await t.request({ method: 'GET', url: `/api/sheets/search/${encodeURIComponent(term)}` })
      ).json() as { id: number }[]
    ).map((p) => p.id);
  expect(await search('azucar')).toEqual([azucar.id]);
  expect(await search('AZÚCAR')).toEqual([azucar.id]);
  expect(await search('ñandu')).toEqual([yerba.id]);
  expect(await search('yer-001')).toEqual([yerba.id]);
  expect(await search('yerba')).toEqual([yerba.id]);
  expect(await search('%')).toEqual([]);
});

test('filtros por categoría y por marca devuelven solo publicados', async () => {
  const { yerba } = await shop();
  const cat = await t.request({
    method: 'GET',
    url: `/api/sheets/filter/${encodeURIComponent('Yerba')}`,
  });
  expect((cat.json() as { id: number }[]).map((p) => p.id)).toEqual([yerba.id]);
  const marca = await t.request({
    method: 'GET',
    url: `/api/sheets/filter/marca/${encodeURIComponent('Cooperativa Ñandú')}`,
  });
  expect((marca.json() as { id: number }[]).map((p) => p.id)).toEqual([yerba.id]);
});

test('categorías y marcas: las de productos publicados, ordenadas y sin repetir', async () => {
  await shop();
  await insertProduct(t.database.db, { marca: 'Cooperativa Ñandú', categoria: 'Yerba' });
  const cats = await t.request({ method: 'GET', url: '/api/sheets/categories' });
  expect(cats.json()).toEqual(['Azúcar', 'Yerba']);
  const marcas = await t.request({ method: 'GET', url: '/api/sheets/marcas' });
  expect(marcas.json()).toEqual(['Cooperativa Ñandú', 'Ingenio Los Quirquinchos']);
});

test('las categorías del panel son las 13 y solo para el personal', async () => {
  const anon = await t.request({ method: 'GET', url: '/api/sheets/dashboard/categories' });
  expect(anon.statusCode).toBe(401);
  const user = await t.signIn('user');
  const forbidden = await t.request({
    method: 'GET',
    url: '/api/sheets/dashboard/categories',
    cookie: user.cookie,
  });
  expect(forbidden.statusCode).toBe(403);
  expect(forbidden.json()).toEqual({ error: 'No tienes permisos para acceder a esta seccion' });
  const admin = await t.signIn('admin');
  const res = await t.request({
    method: 'GET',
    url: '/api/sheets/dashboard/categories',
    cookie: admin.cookie,
  });
  expect(res.json()).toHaveLength(13);
  expect(res.json()[0]).toBe('Yerba');
});

test('GET /api/catalog pagina y combina búsqueda, categoría y marca', async () => {
  const db = t.database.db;
  for (let i = 0; i < 30; i++)
    await insertProduct(db, { nombre: `Lenteja ${i}`, categoria: 'Legumbres' });
  await insertProduct(db, { nombre: 'Lenteja escondida', publicado: false });
  const res = await t.request({ method: 'GET', url: '/api/catalog?q=LENTEJA&offset=24&limit=10' });
  expect(res.statusCode).toBe(200);
  expect(res.json().total).toBe(30);
  expect(res.json().items).toHaveLength(6);
  const bad = await t.request({ method: 'GET', url: '/api/catalog?limit=5000' });
  expect(bad.statusCode).toBe(400);
  expect(typeof bad.json().error).toBe('string');
});
