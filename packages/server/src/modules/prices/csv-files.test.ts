// The CSV as people save it (MARKET.md §5): Windows-1252, "," as separator, prices as typed, an
// old export that must not put back sold stock, and the preview that names new producers.

import { PRICE_MSG } from '@feria/domain/messages/prices';
import { MSG } from '@feria/domain/messages/shop';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { tableDigests, tableNames } from '../../../test/support/db-digest.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { priceHelpers } from '../../../test/support/prices.ts';
import { productHelpers } from '../../../test/support/products.ts';
import { productores, products } from '../../db/schema.ts';

const t = buildTestApp();
const dataTables = tableNames.filter((name) => name !== 'sessions');
const digest = () => tableDigests(t.database.db, dataTables);
const { admin } = productHelpers(t);
const { exportCsv, importCsv } = priceHelpers(t);

const HEADER = 'sku;nombre;marca;categoria;medida;precio;stock;publicado;descripcion';
const csv = (...rows: string[]) => `${[HEADER, ...rows].join('\r\n')}\r\n`;
const bySku = async (sku: string) =>
  (await t.database.db.select().from(products).where(eq(products.sku, sku)))[0];

describe('el CSV como lo guarda la gente', () => {
  test('Windows-1252: "Fría" sigue "Fría" y no aparece un productor con letras rotas', async () => {
    const cookie = await admin();
    const text = csv('W-1;Yerba Fría;Señora Ñandú;Yerba;500 g;3.190,00;5;sí;Molienda fría');
    const res = await importCsv(cookie, Buffer.from(text, 'latin1'));
    expect(res.statusCode).toBe(200);
    expect(await bySku('W-1')).toMatchObject({
      nombre: 'Yerba Fría',
      marca: 'Señora Ñandú',
      descripcion: 'Molienda fría',
      precioCents: 319_000,
    });
    const names = (await t.database.db.select().from(productores)).map((p) => p.nombre);
    expect(names).toEqual(['Señora Ñandú']);
  });

  test('coma como separador y precios escritos a mano: "3190,5", "$ 10.780", punto decimal', async () => {
    const cookie = await admin();
    const file = [
      'sku,nombre,marca,categoria,medida,precio,stock,publicado,descripcion',
      'C-1,Arroz,Coop,Arroz,1 kg,"3190,5",1,si,Bueno',
      'C-2,Miel,Coop,Otros alimentos,500 g,$ 10.780,1,si,Buena',
      'C-3,Yerba,Coop,Yerba,1 kg,1234.5,1,si,"Suave, sin palo"',
    ].join('\n');
    const res = await importCsv(cookie, file);
    expect(res.json()).toEqual({ creados: 3, actualizados: 0 });
    expect((await bySku('C-1'))?.precioCents).toBe(319_050);
    expect((await bySku('C-2'))?.precioCents).toBe(1_078_000);
    expect(await bySku('C-3')).toMatchObject({
      precioCents: 123_450,
      descripcion: 'Suave, sin palo',
    });
  });

  test('un precio que no se entiende: el error dice qué tenía la celda', async () => {
    const cookie = await admin();
    const before = await digest();
    const res = await importCsv(cookie, csv('P-1;Arroz;Coop;Arroz;1 kg;$ 3.19,0;1;si;Bueno'));
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { fila: 2, campo: 'precio', valor: '$ 3.19,0', message: MSG.precioFormato },
    ]);
    expect(await digest()).toEqual(before);
  });

  test('un carácter NUL en una celda es un 400 que nombra fila y columna, no un 500 (issue 43)', async () => {
    const cookie = await admin();
    const before = await digest();
    const file = csv(
      'N-1;Arroz;Coop;Arroz;1 kg;100;1;si;Bueno',
      'N-2;Miel\u0000;Coop;Otros alimentos;1 kg;100;1;si;Rica',
    );
    const res = await importCsv(cookie, file);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { fila: 3, campo: 'nombre', valor: 'Miel\u0000', message: MSG.caracterNulo },
    ]);
    expect(await digest()).toEqual(before);
  });

  test('un export viejo no devuelve el stock vendido (44 sigue 44) salvo con "Actualizar stock"', async () => {
    const cookie = await admin();
    await insertProduct(t.database.db, { sku: 'S-1', precio: 100, stock: 47 });
    const old = (await exportCsv(cookie)).body;
    await t.database.db.update(products).set({ stock: 44 }).where(eq(products.sku, 'S-1'));
    const repriced = old.replace(';100,00;47;', ';120,00;47;');
    const res = await importCsv(cookie, repriced);
    expect(res.json()).toEqual({ creados: 0, actualizados: 1 });
    expect(await bySku('S-1')).toMatchObject({ precioCents: 12_000, stock: 44 });
    const same = await importCsv(cookie, repriced, 'file', { actualizarStock: false });
    expect(same.json()).toEqual({ creados: 0, actualizados: 0 });
    const ticked = await importCsv(cookie, repriced, 'file', { actualizarStock: true });
    expect(ticked.json()).toEqual({ creados: 0, actualizados: 1 });
    expect((await bySku('S-1'))?.stock).toBe(47);
  });

  test('vista previa: nada cambia; cuenta, nombra los productores nuevos y cada cambio', async () => {
    const cookie = await admin();
    await insertProduct(t.database.db, {
      sku: 'A-1',
      nombre: 'Arroz',
      marca: 'Coop',
      precio: 100,
      stock: 44,
    });
    await t.database.db.insert(productores).values({ nombre: 'Coop' });
    const before = await digest();
    const file = csv(
      'A-1;Arroz;Coop;Legumbres;500 g;150;47;no;Descripción de prueba',
      'N-1;Miel;Apicola Sur;Otros alimentos;500 g;100;3;si;Miel',
      'N-2;Polen;apícola sur;Otros alimentos;250 g;100;3;si;Polen',
      'N-3;Yerba;COOP;Yerba;1 kg;100;3;si;Yerba',
    );
    const res = await importCsv(cookie, file, 'file', { vistaPrevia: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      creados: 3,
      actualizados: 1,
      productoresNuevos: ['Apicola Sur'],
      comisionPorDefecto: 15,
      cambios: [
        { sku: 'A-1', nombre: 'Arroz', campo: 'precio', antes: 100, despues: 150 },
        { sku: 'A-1', nombre: 'Arroz', campo: 'publicado', antes: 'si', despues: 'no' },
      ],
    });
    expect(await digest()).toEqual(before);
    const withStock = await importCsv(cookie, file, 'file', {
      vistaPrevia: true,
      actualizarStock: true,
    });
    expect(withStock.json().cambios).toContainEqual({
      sku: 'A-1',
      nombre: 'Arroz',
      campo: 'stock',
      antes: 44,
      despues: 47,
    });
    expect(await digest()).toEqual(before);
  });

  test('vista previa con errores: 400 con las filas, y sin admin 401/403', async () => {
    const cookie = await admin();
    const bad = await importCsv(cookie, csv('A;B;C;Zapatos;1;1;1;si;d'), 'file', {
      vistaPrevia: true,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: PRICE_MSG.csvConErrores });
    const seller = (await t.signIn('seller')).cookie;
    for (const who of [undefined, seller]) {
      const res = await importCsv(who, csv('A;B;C;Arroz;1;1;1;si;d'), 'file', {
        vistaPrevia: true,
      });
      expect(res.statusCode).toBe(who ? 403 : 401);
    }
  });
});
