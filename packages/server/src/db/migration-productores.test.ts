// The upgrade that turns brands into producers (MARKET §4), on a database that had the demo
// catalogue before it: migrations up to the one before ours, demo products with their brands
// spelled in mixed case and accents, then ours. The SQL files are run in journal order here, as
// drizzle's migrator would, so the test can stop in between.
import { afterAll, expect, test } from 'vitest';
import {
  applyMigration as apply,
  type FreshDatabase,
  openFreshDatabase as openFresh,
  migrationTags as tags,
} from '../../test/support/migration-steps.ts';
import { demoProducers, demoProducts } from '../demo/data.ts';

const ours = tags.findIndex((tag) => /^\d+_productores$/.test(tag));
const before = tags.slice(0, ours);
const upgrade = tags.filter((tag) => /^\d+_productores(_desde_marcas)?$/.test(tag));

/** The brand as someone may have typed it: shouting, without accents, with spaces. */
function respelled(marca: string, i: number): string {
  if (i % 4 === 1) return marca.toUpperCase();
  if (i % 4 === 2) return marca.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  if (i % 4 === 3) return `  ${marca} `;
  return marca;
}

let conn: FreshDatabase | undefined;
afterAll(async () => conn?.close());

test('la actualización convierte cada marca en un productor y enlaza sus productos', async () => {
  expect(ours).toBeGreaterThan(0);
  expect(upgrade).toHaveLength(2);
  conn = await openFresh();
  for (const tag of before) await apply(conn, tag);
  for (const [i, p] of demoProducts.entries()) {
    await conn.rows(
      `insert into products (sku, nombre, marca, medida, categoria, precio_cents, stock, publicado)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        p.sku,
        p.nombre,
        respelled(p.marca, i),
        p.medida,
        p.categoria,
        Math.round(p.precio * 100),
        p.stock,
        p.publicado === 'si',
      ],
    );
  }
  const spellings = await conn.rows<{ n: number }>(
    'select count(distinct marca)::int as n from products',
  );
  expect(spellings[0]?.n).toBeGreaterThan(demoProducers.length);

  for (const tag of upgrade) await apply(conn, tag);

  const producers = await conn.rows<{ id: number; nombre: string; nombre_normalizado: string }>(
    'select id, nombre, nombre_normalizado from productores order by id',
  );
  expect(producers).toHaveLength(demoProducers.length);
  const key = (s: string) => s.trim().toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  expect(producers.map((p) => key(p.nombre)).sort()).toEqual(
    demoProducers.map((p) => key(p.marca)).sort(),
  );
  for (const p of producers) expect(p.nombre).toBe(p.nombre.trim());
  const unlinked = await conn.rows<{ n: number }>(
    'select count(*)::int as n from products where productor_id is null',
  );
  expect(unlinked[0]?.n).toBe(0);
  const mismatched = await conn.rows<{ sku: string }>(
    `select p.sku from products p join productores pr on pr.id = p.productor_id
     where pr.nombre_normalizado <> feria_unaccent(lower(btrim(p.marca)))`,
  );
  expect(mismatched).toEqual([]);
  // Every product keeps the brand as it was typed.
  const brands = await conn.rows<{ sku: string; marca: string }>('select sku, marca from products');
  const typed = new Map(demoProducts.map((p, i) => [p.sku, respelled(p.marca, i)]));
  for (const b of brands) expect(b.marca).toBe(typed.get(b.sku));
  // The producer of a brand is named as its first product spelled it.
  const first = demoProducts.findIndex((p) => p.marca === 'Cooperativa La Verdecita');
  const verdecita = producers.find((p) => p.nombre_normalizado === 'cooperativa la verdecita');
  expect(verdecita?.nombre).toBe(respelled('Cooperativa La Verdecita', first).trim());
}, 120_000); // a fresh database migrated step by step: slow on a busy machine
