// MARKET §9 in the product CSV: `suscribible` (si/no) after `paso`, read back by the import; a
// file without it keeps each product's value (new products are not subscribable), and a bad
// value is refused by row like `publicado`.
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { priceHelpers } from '../../../test/support/prices.ts';
import { products } from '../../db/schema.ts';

const t = buildTestApp();
const admin = async () => (await t.signIn('admin')).cookie;
const { exportCsv, importCsv } = priceHelpers(t);

const OLD = 'sku;nombre;marca;categoria;medida;precio;stock;publicado;descripcion';
const file = (header: string, ...rows: string[]) => `\uFEFF${[header, ...rows].join('\r\n')}\r\n`;
const bySku = async (sku: string) =>
  (await t.database.db.select().from(products).where(eq(products.sku, sku)))[0];

test('la exportación termina en suscribible (si/no) y se importa igual', async () => {
  const cookie = await admin();
  await insertProduct(t.database.db, { sku: 'BOL-1', suscribible: true, stock: 8 });
  await insertProduct(t.database.db, { sku: 'MIE-1', stock: 3 });
  const csv = (await exportCsv(cookie)).body;
  expect(csv).toContain(`${OLD};unidad;paso;suscribible\r\n`);
  expect(csv).toMatch(/^BOL-1;.*;8;si;.*;unidad;250;si\r$/m);
  expect(csv).toMatch(/^MIE-1;.*;3;si;.*;unidad;250;no\r$/m);
  expect((await importCsv(cookie, csv)).json()).toEqual({ creados: 0, actualizados: 0 });
});

test('la columna suscribible crea y cambia; sin ella se conserva, y un producto nuevo no lo es', async () => {
  const cookie = await admin();
  await insertProduct(t.database.db, { sku: 'BOL-2', suscribible: true });
  await insertProduct(t.database.db, { sku: 'VER-1', suscribible: false });
  const res = await importCsv(
    cookie,
    file(
      `${OLD};unidad;paso;suscribible`,
      'BOL-3;Bolsón chico;Huerta;Otros alimentos;5 kg;9000;10;si;Verduras;;;Sí',
      'VER-1;Acelga;Huerta;Otros alimentos;Atado;900;10;si;Verde;;;si',
      'BOL-2;Bolsón;Huerta;Otros alimentos;8 kg;12000;10;si;Estación;;;no',
    ),
  );
  expect(res.json()).toEqual({ creados: 1, actualizados: 2 });
  expect(await bySku('BOL-3')).toMatchObject({ suscribible: true });
  expect(await bySku('VER-1')).toMatchObject({ suscribible: true });
  expect(await bySku('BOL-2')).toMatchObject({ suscribible: false });

  const old = await importCsv(
    cookie,
    file(
      OLD,
      'VER-1;Acelga;Huerta;Otros alimentos;Atado;950;10;si;Verde',
      'NEW-1;Rúcula;Huerta;Otros alimentos;Atado;700;5;si;Picante',
    ),
  );
  expect(old.json()).toEqual({ creados: 1, actualizados: 1 });
  expect(await bySku('VER-1')).toMatchObject({ suscribible: true, precioCents: 95_000 });
  expect(await bySku('NEW-1')).toMatchObject({ suscribible: false });
});

test('un valor de suscribible que no es si/no se rechaza por fila y no se importa nada', async () => {
  const cookie = await admin();
  await insertProduct(t.database.db, { sku: 'BOL-4', suscribible: false });
  const res = await importCsv(
    cookie,
    file(
      `${OLD};unidad;paso;suscribible`,
      'BOL-4;Bolsón;Huerta;Otros alimentos;8 kg;12000;10;si;Estación;;;quizás',
      'BOL-5;Bolsón grande;Huerta;Otros alimentos;10 kg;15000;10;si;Estación;;;si',
    ),
  );
  expect(res.statusCode).toBe(400);
  expect(res.json().issues).toEqual([
    { fila: 2, campo: 'suscribible', valor: 'quizás', message: 'Suscribible debe ser "si" o "no"' },
  ]);
  expect(await bySku('BOL-4')).toMatchObject({ suscribible: false });
  expect(await bySku('BOL-5')).toBeUndefined();
});
