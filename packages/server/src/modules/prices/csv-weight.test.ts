// MARKET §8 in the product CSV: `unidad;paso` at the end of the export and read back by the
// import; a file without them keeps each product's unit, and a bad unit or step is refused.
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

test('la exportación termina en unidad;paso y se importa igual', async () => {
  const cookie = await admin();
  await insertProduct(t.database.db, { sku: 'GRA-1', unidad: 'kg', paso: 100, stock: 2500 });
  const csv = (await exportCsv(cookie)).body;
  expect(csv).toContain(`${OLD};unidad;paso;suscribible\r\n`);
  expect(csv).toMatch(/^GRA-1;.*;2500;si;.*;kg;100;no\r$/m);
  expect((await importCsv(cookie, csv)).json()).toEqual({ creados: 0, actualizados: 0 });
});

test('unidad;paso crean y cambian productos por peso; sin esas columnas, se conserva la unidad', async () => {
  const cookie = await admin();
  await insertProduct(t.database.db, { sku: 'GRA-2', unidad: 'kg', paso: 500, stock: 1000 });
  const res = await importCsv(
    cookie,
    file(
      `${OLD};unidad;paso`,
      'GRA-3;Zapallo;Huerta;Otros alimentos;Suelto;1100;60000;si;Anco;kg;500',
      'UNI-1;Miel;Apiario;Otros alimentos;1 kg;5000;4;si;Monte;;',
    ),
  );
  expect(res.json()).toEqual({ creados: 2, actualizados: 0 });
  expect(await bySku('GRA-3')).toMatchObject({ unidad: 'kg', paso: 500, stock: 60_000 });
  expect(await bySku('UNI-1')).toMatchObject({ unidad: 'unidad', paso: 250 });
  const old = await importCsv(
    cookie,
    file(
      OLD,
      'GRA-2;Queso;Tambo;Otros alimentos;Horma;9800;3000;si;Campo',
      'NEW-9;Sal;X;Condimentos;1 kg;500;3;si;Fina',
    ),
  );
  expect(old.json()).toEqual({ creados: 1, actualizados: 1 });
  // Without "Actualizar stock" an existing product keeps its stock (MARKET §5).
  expect(await bySku('GRA-2')).toMatchObject({ unidad: 'kg', paso: 500, stock: 1000 });
  expect(await bySku('NEW-9')).toMatchObject({ unidad: 'unidad' });
});

test('una unidad o un paso inválidos se rechazan por fila y no se importa nada', async () => {
  const cookie = await admin();
  const res = await importCsv(
    cookie,
    file(
      `${OLD};unidad;paso`,
      'BAD-1;Tomate;Huerta;Otros alimentos;Suelto;2400;1000;si;Perita;litro;250',
      'BAD-2;Papa;Huerta;Otros alimentos;Suelta;900;1000;si;Negra;kg;20',
    ),
  );
  expect(res.statusCode).toBe(400);
  expect(res.json().issues).toEqual([
    { fila: 2, campo: 'unidad', valor: 'litro', message: 'La unidad es inválida' },
    { fila: 3, campo: 'paso', valor: '20', message: 'El paso debe estar entre 50 y 5000 gramos' },
  ]);
  expect(await bySku('BAD-1')).toBeUndefined();
});
