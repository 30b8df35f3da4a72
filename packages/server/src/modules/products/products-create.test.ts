import type { Product } from '@feria/domain/schemas/api-types';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { form, productHelpers, upload } from '../../../test/support/products.ts';
import { products } from '../../db/schema.ts';
import { IMAGEN_AJENA } from './routes.ts';

const t = buildTestApp();
const { admin, create, storefront, countProducts } = productHelpers(t);

describe('crear producto', () => {
  test('el administrador crea un producto: precio en pesos, cantidad como stock y sku generado', async () => {
    const cookie = await admin();
    expect(await storefront()).toEqual([]); // the cached catalogue must be refreshed by the write
    const images = [upload(), upload()];
    const res = await create(cookie, { url: images.join(',') });
    expect(res.statusCode).toBe(201);
    const product = res.json() as Product;
    expect(product).toMatchObject({
      sku: 'LEG-001',
      nombre: 'Lentejas coloradas',
      categoria: 'Legumbres',
      precio: 1234.5,
      stock: 12,
      url: images.join(', '),
      imagenes: images,
      publicado: 'si',
    });
    const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.precioCents).toBe(123450);
    expect((await storefront()).map((p) => p.id)).toEqual([product.id]);
  });

  test('el sku generado sigue al número más alto de la categoría', async () => {
    await insertProduct(t.database.db, { categoria: 'Yerba', sku: 'YER-004' });
    const res = await create(await admin(), { categoria: 'yerba' });
    expect(res.json()).toMatchObject({ sku: 'YER-005', categoria: 'Yerba' });
  });

  test('un sku propio repetido da 409 bajo el campo y no crea nada', async () => {
    const cookie = await admin();
    await insertProduct(t.database.db, { sku: 'LEN-1' });
    const res = await create(cookie, { sku: ' LEN-1 ' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'Ya existe un producto con el SKU LEN-1',
      issues: [{ path: 'sku', message: 'Ya existe un producto con el SKU LEN-1' }],
    });
    expect(await countProducts()).toBe(1);
  });

  test('con publicado "no" el producto no aparece en la tienda', async () => {
    const res = await create(await admin(), { publicado: 'no' });
    expect(res.json()).toMatchObject({ publicado: 'no' });
    expect(await storefront()).toEqual([]);
  });

  test('un formulario vacío da 400 con cada mensaje bajo su campo, en orden', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/sheets/data',
      cookie: await admin(),
      payload: { nombre: '   ', precio: '  ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'El nombre es requerido',
      issues: [
        { path: 'nombre', message: 'El nombre es requerido' },
        { path: 'categoria', message: 'La categoría es requerida' },
        { path: 'medida', message: 'La medida es requerida' },
        { path: 'marca', message: 'La marca es requerida' },
        { path: 'descripcion', message: 'La descripcion es requerida' },
        { path: 'cantidad', message: 'La cantidad es requerida' },
        { path: 'precio', message: 'El precio no puede ser solo espacios' },
      ],
    });
    expect(await countProducts()).toBe(0);
  });

  test.each([
    ['12.345', 'El precio debe ser un número positivo con hasta dos decimales'],
    ['-5', 'El precio debe ser un número positivo con hasta dos decimales'],
    ['0', 'El precio debe ser mayor a 0'],
    ['', 'El precio es requerido'],
  ])('el precio "%s" se rechaza con "%s"', async (precio, message) => {
    const res = await create(await admin(), { precio });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message, issues: [{ path: 'precio', message }] });
    expect(await countProducts()).toBe(0);
  });

  test('una categoría fuera de las 13 o una cantidad no entera se rechazan', async () => {
    const cookie = await admin();
    const bad = await create(cookie, { categoria: 'Verduras', cantidad: '2.5' });
    expect(bad.json()).toMatchObject({
      issues: [
        { path: 'categoria', message: 'La categoría no es válida' },
        { path: 'cantidad', message: 'La cantidad debe ser un número entero mayor o igual a 0' },
      ],
    });
  });

  test('solo se aceptan imágenes subidas a la tienda', async () => {
    const cookie = await admin();
    for (const url of ['https://otro.sitio/foto.png', `${upload()}, /uploads/../../etc/passwd`]) {
      const res = await create(cookie, { url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: IMAGEN_AJENA,
        issues: [{ path: 'url', message: IMAGEN_AJENA }],
      });
    }
    expect(await countProducts()).toBe(0);
  });
});

describe('permisos', () => {
  const calls = (id: number) =>
    [
      { method: 'POST', url: '/api/sheets/data', payload: form() },
      { method: 'PUT', url: '/api/sheets/update', payload: { ...form(), id } },
      { method: 'DELETE', url: `/api/sheets/delete/${id}` },
      { method: 'PUT', url: `/api/sheets/product/${id}` },
    ] as const;

  test('sin sesión cada escritura da 401 y nada cambia', async () => {
    const product = await insertProduct(t.database.db, { nombre: 'Intacto' });
    for (const call of calls(product.id)) {
      const res = await t.request(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(res.json()).toEqual({ error: 'Debés iniciar sesión' });
    }
    const rows = await t.database.db.select().from(products);
    expect(rows).toMatchObject([{ nombre: 'Intacto', publicado: true }]);
  });

  test('vendedores y clientes reciben 403 y nada cambia', async () => {
    const product = await insertProduct(t.database.db, { nombre: 'Intacto' });
    for (const rol of ['seller', 'user'] as const) {
      const { cookie } = await t.signIn(rol);
      for (const call of calls(product.id)) {
        const res = await t.request({ ...call, cookie });
        expect(res.statusCode, `${rol} ${call.method} ${call.url}`).toBe(403);
        expect(res.json()).toEqual({ error: 'No tienes permisos para acceder a esta seccion' });
      }
    }
    const rows = await t.database.db.select().from(products);
    expect(rows).toMatchObject([{ nombre: 'Intacto', publicado: true }]);
  });

  test('una escritura sin el Origin de la tienda se rechaza', async () => {
    const cookie = await admin();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sheets/data',
      headers: { cookie, origin: 'https://otro.sitio' },
      payload: form(),
    });
    expect(res.statusCode).toBe(403);
    expect(await countProducts()).toBe(0);
  });
});
