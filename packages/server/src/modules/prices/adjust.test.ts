import { PRICE_MSG } from '@feria/domain/messages/prices';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { tableDigests, tableNames } from '../../../test/support/db-digest.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { priceHelpers } from '../../../test/support/prices.ts';
import { form, productHelpers } from '../../../test/support/products.ts';
import { auditLog, products } from '../../db/schema.ts';
import { producerIdFor } from '../../shared/producer-link.ts';

const t = buildTestApp();
const dataTables = tableNames.filter((name) => name !== 'sessions'); // a call refreshes its session
const digest = () => tableDigests(t.database.db, dataTables);
const { admin, storefront } = productHelpers(t);
const { adjust, undo, history } = priceHelpers(t);

const priceOf = async (id: number) =>
  (await t.database.db.select().from(products).where(eq(products.id, id)))[0]?.precioCents;

async function yerbas() {
  const db = t.database.db;
  return {
    a: await insertProduct(db, { nombre: 'Yerba Suave', categoria: 'Yerba', precio: 1234 }),
    b: await insertProduct(db, { nombre: 'Yerba Barbacuá', categoria: 'Yerba', precio: 2999.99 }),
    c: await insertProduct(db, { nombre: 'Lentejas', categoria: 'Legumbres', precio: 1000 }),
  };
}

describe('ajuste de precios', () => {
  test('la vista previa muestra antes y después y no cambia nada', async () => {
    const cookie = await admin();
    const { a, b } = await yerbas();
    const before = await digest();
    const res = await adjust(cookie, {
      porcentaje: 12.5,
      categoria: 'Yerba',
      redondeo: 10,
      vistaPrevia: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      cambios: [
        { id: b.id, nombre: 'Yerba Barbacuá', antes: 2999.99, despues: 3370 },
        { id: a.id, nombre: 'Yerba Suave', antes: 1234, despues: 1390 },
      ],
    });
    expect(await digest()).toEqual(before);
  });

  test('aplicar y deshacer, al centavo, con historial, auditoría y tienda al día', async () => {
    const cookie = await admin();
    const { a, b, c } = await yerbas();
    await storefront(); // warm the catalogue cache
    const res = await adjust(cookie, { porcentaje: '7,33', categoria: 'yerba' });
    expect(res.statusCode).toBe(200);
    const { ajusteId, cambios } = res.json();
    expect(cambios).toHaveLength(2);
    expect(await priceOf(a.id)).toBe(132_445); // 1234 × 1,0733 = 1324,4522
    expect(await priceOf(b.id)).toBe(321_989); // 2999,99 × 1,0733 = 3219,889
    expect(await priceOf(c.id)).toBe(100_000);
    expect((await storefront()).find((p) => p.id === a.id)?.precio).toBe(1324.45);
    expect((await history(cookie, a.id)).json()).toMatchObject([
      { antes: 1234, despues: 1324.45, motivo: 'ajuste' },
    ]);

    const undone = await undo(cookie, ajusteId);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toEqual({ restaurados: 2, omitidos: [] });
    expect(await priceOf(a.id)).toBe(123_400);
    expect(await priceOf(b.id)).toBe(299_999);
    expect((await storefront()).find((p) => p.id === b.id)?.precio).toBe(2999.99);
    const entries = (await history(cookie, a.id)).json();
    expect(entries.map((e: { despues: number }) => e.despues)).toEqual([1234, 1324.45]);
    const audit = await t.database.db.select().from(auditLog);
    expect(audit.map((r) => r.accion).sort()).toEqual(['precios.ajustar', 'precios.deshacer']);
    expect((await undo(cookie, ajusteId)).json()).toMatchObject({
      error: PRICE_MSG.ajusteYaDeshecho,
    });
  });

  test('ajustar un productor alcanza sus productos aunque la marca esté escrita distinto', async () => {
    const cookie = await admin();
    const db = t.database.db;
    const coop = await producerIdFor(db, 'Cooperativa Río');
    const x = await insertProduct(db, { marca: 'Cooperativa Río', precio: 1000 });
    const y = await insertProduct(db, { marca: ' cooperativa rio ', precio: 2000 });
    const z = await insertProduct(db, { marca: 'Otra', precio: 3000 });
    for (const p of [x, y]) {
      await db.update(products).set({ productorId: coop }).where(eq(products.id, p.id));
    }
    const res = await adjust(cookie, { porcentaje: 10, marca: 'COOPERATIVA RÍO' });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .cambios.map((c: { id: number }) => c.id)
        .sort(),
    ).toEqual([x.id, y.id].sort());
    expect(await priceOf(y.id)).toBe(220_000);
    expect(await priceOf(z.id)).toBe(300_000);
  });

  test('sólo se deshace el último ajuste; un producto editado después queda y se informa', async () => {
    const cookie = await admin();
    const { a, b } = await yerbas();
    const first = (await adjust(cookie, { porcentaje: 10, categoria: 'Yerba' })).json().ajusteId;
    const second = (await adjust(cookie, { porcentaje: -10, marca: 'Marca de prueba' })).json()
      .ajusteId;
    const older = await undo(cookie, first);
    expect(older.statusCode).toBe(409);
    expect(older.json()).toMatchObject({ error: PRICE_MSG.soloUltimoAjuste });

    const edit = await t.request({
      method: 'PUT',
      url: '/api/sheets/update',
      cookie,
      payload: { ...form({ categoria: 'Yerba', precio: '5000' }), id: a.id, sku: '' },
    });
    expect(edit.statusCode).toBe(200);
    const res = await undo(cookie, second);
    expect(res.json()).toEqual({
      restaurados: 2,
      omitidos: [{ id: a.id, nombre: 'Lentejas coloradas' }],
    });
    expect(await priceOf(a.id)).toBe(500_000);
    expect(await priceOf(b.id)).toBe(329_999); // back to 2999,99 + 10 %
    expect((await history(cookie, a.id)).json()[0]).toMatchObject({
      antes: 1221.66,
      despues: 5000,
      motivo: 'edicion',
    });
    // The first adjustment is now the latest; its edited product stays as it is.
    expect((await undo(cookie, first)).json()).toEqual({
      restaurados: 1,
      omitidos: [{ id: a.id, nombre: 'Lentejas coloradas' }],
    });
    expect(await priceOf(b.id)).toBe(299_999);
  });

  test('reglas del porcentaje, del redondeo y del alcance, sin cambiar nada', async () => {
    const cookie = await admin();
    await yerbas();
    const before = await digest();
    for (const porcentaje of [0, -90.5, 501, 'mucho']) {
      const res = await adjust(cookie, { porcentaje });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: PRICE_MSG.porcentajeRango });
    }
    expect((await adjust(cookie, { porcentaje: 5, redondeo: 25 })).json()).toMatchObject({
      error: PRICE_MSG.redondeoInvalido,
    });
    const none = await adjust(cookie, { porcentaje: 5, marca: 'Nadie' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ error: PRICE_MSG.sinProductosAjustar });
    const huge = await insertProduct(t.database.db, { precio: 9_000_000 });
    const before2 = await digest();
    expect((await adjust(cookie, { porcentaje: 500 })).json()).toMatchObject({
      error: PRICE_MSG.precioAjustadoMaximo,
    });
    expect(await digest()).toEqual(before2);
    await t.database.db.delete(products).where(eq(products.id, huge.id));
    expect(await digest()).toEqual(before);
    expect((await undo(cookie, 999)).statusCode).toBe(404);
    expect((await undo(cookie, 'x')).statusCode).toBe(404);
    expect((await history(cookie, 999)).statusCode).toBe(404);
  });

  test('sin sesión 401, sin ser admin 403', async () => {
    const { a } = await yerbas();
    const seller = (await t.signIn('seller')).cookie;
    for (const cookie of [undefined, seller]) {
      const status = cookie ? 403 : 401;
      expect((await adjust(cookie, { porcentaje: 10 })).statusCode).toBe(status);
      expect((await undo(cookie, 1)).statusCode).toBe(status);
      expect((await history(cookie, a.id)).statusCode).toBe(status);
    }
    expect(await priceOf(a.id)).toBe(123_400);
  });
});
