import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { form, productHelpers, upload } from '../../../test/support/products.ts';
import { products, saleLines, sales } from '../../db/schema.ts';

const t = buildTestApp();
const { admin, created, storefront } = productHelpers(t);

describe('editar producto', () => {
  test('la edición cambia los campos, conserva sku y publicación, y la tienda lo ve al instante', async () => {
    const cookie = await admin();
    const product = await created(cookie, { sku: 'LEG-010', precio: 1000 });
    expect((await storefront())[0]?.precio).toBe(1000);
    const url = upload();
    const res = await t.request({
      method: 'PUT',
      url: '/api/sheets/update',
      cookie,
      payload: { ...form({ precio: 2500, cantidad: 3, url }), id: product.id, sku: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: product.id,
      sku: 'LEG-010',
      precio: 2500,
      stock: 3,
      imagenes: [url],
      publicado: 'si',
    });
    expect((await storefront())[0]).toMatchObject({ precio: 2500, nombre: 'Lentejas coloradas' });
  });

  test('se puede cambiar el sku, pero no a uno que ya usa otro producto', async () => {
    const cookie = await admin();
    const a = await insertProduct(t.database.db, { sku: 'A-1' });
    await insertProduct(t.database.db, { sku: 'B-1' });
    const update = (sku: string) =>
      t.request({
        method: 'PUT',
        url: '/api/sheets/update',
        cookie,
        payload: { ...form(), id: a.id, sku },
      });
    expect((await update('A-2')).json()).toMatchObject({ sku: 'A-2' });
    const taken = await update('B-1');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: 'Ya existe un producto con el SKU B-1' });
    expect((await update('A-2')).statusCode).toBe(200); // its own sku is not a duplicate
  });

  test('editar un producto que no existe da 404; sin id da 400', async () => {
    const cookie = await admin();
    const missing = await t.request({
      method: 'PUT',
      url: '/api/sheets/update',
      cookie,
      payload: { ...form(), id: 999 },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Producto no encontrado' });
    const noId = await t.request({
      method: 'PUT',
      url: '/api/sheets/update',
      cookie,
      payload: form(),
    });
    expect(noId.statusCode).toBe(400);
    expect(noId.json()).toMatchObject({ issues: [{ path: 'id', message: 'Datos inválidos' }] });
  });

  test('una edición inválida no cambia nada', async () => {
    const product = await insertProduct(t.database.db, { nombre: 'Original' });
    const res = await t.request({
      method: 'PUT',
      url: '/api/sheets/update',
      cookie: await admin(),
      payload: { ...form({ nombre: ' ', precio: '0' }), id: product.id },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'El nombre es requerido' });
    const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.nombre).toBe('Original');
  });
});

describe('eliminar producto', () => {
  test('eliminar quita el producto de la tienda y deja intactas las ventas pasadas', async () => {
    const db = t.database.db;
    const cookie = await admin();
    const product = await created(cookie, { nombre: 'Miel', sku: 'MIE-1', precio: 800 });
    const [sale] = await db
      .insert(sales)
      .values({
        formaPago: 'efectivo',
        envio: 'retiro',
        clienteNombre: 'Ana',
        subtotalCents: 160000,
        totalCents: 160000,
      })
      .returning();
    await db.insert(saleLines).values({
      saleId: sale!.id,
      productId: product.id,
      sku: 'MIE-1',
      nombre: 'Miel',
      marca: 'Don Anselmo',
      medida: '1 kg',
      precioCents: 80000,
      cantidad: 2,
      subtotalCents: 160000,
    });
    expect(await storefront()).toHaveLength(1);

    const res = await t.request({
      method: 'DELETE',
      url: `/api/sheets/delete/${product.id}`,
      cookie,
    });
    expect(res.statusCode).toBe(204);
    expect(await storefront()).toEqual([]);
    const [line] = await db.select().from(saleLines);
    expect(line).toMatchObject({ productId: null, nombre: 'Miel', sku: 'MIE-1', cantidad: 2 });
    expect(await db.select().from(sales)).toHaveLength(1);
  });

  test('eliminar un producto inexistente da 404', async () => {
    const cookie = await admin();
    for (const id of ['999', 'abc']) {
      const res = await t.request({ method: 'DELETE', url: `/api/sheets/delete/${id}`, cookie });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Producto no encontrado' });
    }
  });
});

describe('publicar y ocultar', () => {
  test('el interruptor oculta y vuelve a publicar, con un mensaje en español', async () => {
    const cookie = await admin();
    const product = await created(cookie, { cantidad: 3 });
    const toggle = () =>
      t.request({ method: 'PUT', url: `/api/sheets/product/${product.id}`, cookie });
    expect(await storefront()).toHaveLength(1);

    const hidden = await toggle();
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toEqual({
      message: 'El producto ya no se muestra en la página principal',
      publicado: 'no',
    });
    expect(await storefront()).toEqual([]);

    const shown = await toggle();
    expect(shown.json()).toEqual({
      message: 'El producto ahora se muestra en la página principal',
      publicado: 'si',
    });
    expect(await storefront()).toHaveLength(1);
  });

  test('un producto sin stock no se puede publicar ni ocultar: 409', async () => {
    const product = await insertProduct(t.database.db, { stock: 0, publicado: false });
    const res = await t.request({
      method: 'PUT',
      url: `/api/sheets/product/${product.id}`,
      cookie: await admin(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'El producto sin stock no puede publicarse' });
    const [row] = await t.database.db.select().from(products);
    expect(row?.publicado).toBe(false);
  });

  test('publicar un producto inexistente da 404', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/sheets/product/4242',
      cookie: await admin(),
    });
    expect(res.statusCode).toBe(404);
  });
});
