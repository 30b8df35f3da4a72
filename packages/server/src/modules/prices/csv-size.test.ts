// Issue 28 §5: a CSV import larger than 2 MB is a 413, never an import of its first 2 MB.
import { PRICE_MSG } from '@feria/domain/messages/prices';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { priceHelpers } from '../../../test/support/prices.ts';
import { products } from '../../db/schema.ts';

const t = buildTestApp();

const HEADER = 'sku;nombre;marca;categoria;medida;precio;stock;publicado;descripcion';

test('un CSV de 2,5 MB con muchas filas da 413 y no crea ningún producto', async () => {
  const { importCsv } = priceHelpers(t);
  const { cookie } = await t.signIn('admin');
  const rows = Array.from(
    { length: 620 },
    (_, i) => `G-${i};Arroz ${i};Coop;Almacén;1 kg;10;1;si;${'d'.repeat(4300)}`,
  );
  const file = [HEADER, ...rows].join('\n');
  expect(Buffer.byteLength(file)).toBeGreaterThan(2.5 * 1024 * 1024);
  const res = await importCsv(cookie, file);
  expect(res.statusCode).toBe(413);
  expect(res.json()).toEqual({ error: PRICE_MSG.csvGrande });
  expect(await t.database.db.select().from(products)).toEqual([]);
});
