// The import writes a whole file in a few set-based statements (issue 35): what it leaves must be
// what writing the rows one by one, in the file's order, left; a large file is written whole; a
// refused one changes nothing.
import { PRICE_MSG } from '@feria/domain/messages/prices';
import { asc, getTableColumns, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { tableDigests, tableNames } from '../../../test/support/db-digest.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { priceHelpers } from '../../../test/support/prices.ts';
import { productHelpers } from '../../../test/support/products.ts';
import { auditLog, priceHistory, productores, products } from '../../db/schema.ts';

const t = buildTestApp();
const dataTables = tableNames.filter((name) => name !== 'sessions'); // a call refreshes its session
const { admin } = productHelpers(t);
const { importCsv } = priceHelpers(t);

const HEADER = 'sku;nombre;marca;categoria;medida;precio;stock;publicado;descripcion;unidad;paso';
const csv = (rows: string[]) => `\uFEFF${[HEADER, ...rows].join('\r\n')}\r\n`;

/** What an import can change, without the moments of the writes. */
async function state() {
  const db = t.database.db;
  const { createdAt: _c, updatedAt: _u, ...columns } = getTableColumns(products);
  return {
    products: await db.select(columns).from(products).orderBy(asc(products.id)),
    producers: await db
      .select({ id: productores.id, nombre: productores.nombre })
      .from(productores)
      .orderBy(asc(productores.id)),
    history: await db
      .select({
        id: priceHistory.id,
        productId: priceHistory.productId,
        antes: priceHistory.antesCents,
        despues: priceHistory.despuesCents,
        motivo: priceHistory.motivo,
      })
      .from(priceHistory)
      .orderBy(asc(priceHistory.id)),
  };
}

/** A shop of 12 products (sku S-1…S-12, two by weight) and two producers, the same each time. */
async function seedShop() {
  const db = t.database.db;
  await db.insert(productores).values([{ nombre: 'Coop Andina' }, { nombre: 'Don Anselmo' }]);
  for (let i = 1; i <= 12; i++) {
    await insertProduct(db, {
      sku: `S-${i}`,
      nombre: `Producto ${i}`,
      marca: i % 2 ? 'Coop Andina' : 'Don Anselmo',
      categoria: i % 3 ? 'Yerba' : 'Arroz',
      precio: 100 + i,
      stock: 10 + i,
      ...(i > 10 ? { unidad: 'kg' as const, paso: 100 } : {}),
    });
  }
}

// New rows first: the import writes its new products before its changed ones.
const MIXED = [
  ';Sin sku 1;Coop Andina;Yerba;1 kg;10;1;si;Nuevo;;',
  'YER-007;Con sku;coop andina ;Yerba;1 kg;11;2;no;Nuevo, el sku sigue la serie;;',
  ';Sin sku 2;Cooperativa Nueva;Yerba;1 kg;12;3;;Nuevo, marca nueva;;',
  ';Sin sku 3;COOPERATIVA NUEVA;Arroz;1 kg;13;4;si;Otra categoría;kg;500',
  'NUEVO-1;Con sku propio;Miel del Sur;Arroz;1 kg;14;5;si;Otra marca nueva;;',
  ';Sin sku 4;Míel del Sur;Yerba;1 kg;15;6;si;La misma marca sin tilde;;',
  'S-1;Producto 1;Coop Andina;Yerba;500 g;1001;99;si;Cambia el precio;;',
  'S-2;Producto 2 bis;Cooperativa Nueva;Yerba;500 g;102;12;si;Cambia de marca;;',
  'S-3;Producto 3;Don Anselmo;Arroz;500 g;103;13;si;Descripción de prueba;;',
  'S-4;Producto 4;Don Anselmo;Yerba;500 g;104;14;no;Se despublica;;',
  'S-5;Producto 5;Coop Andina;Yerba;500 g;105;15;si;Descripción de prueba;;',
  'S-11;Producto 11;Coop Andina;Yerba;500 g;250,5;1500;si;Por peso;;',
  'S-12;Producto 12;Don Anselmo;Arroz;500 g;112;22;si;Pasa a unidad;unidad;250',
];

describe('la importación escribe el archivo entero de una vez', () => {
  test('deja los productos, productores e historial que dejaban sus filas una por una', async () => {
    const db = t.database.db;
    await seedShop();
    const whole = await importCsv(await admin(), csv(MIXED), 'file', { actualizarStock: true });
    expect(whole.statusCode).toBe(200);
    expect(whole.json()).toEqual({ creados: 6, actualizados: 6 });
    const atOnce = await state();
    expect(atOnce.products.find((p) => p.nombre === 'Sin sku 1')?.sku).toBe('YER-001');
    expect(atOnce.products.find((p) => p.nombre === 'Sin sku 2')?.sku).toBe('YER-008');

    await db.execute(
      sql`truncate products, productores, price_history, audit_log restart identity cascade`,
    );
    await seedShop();
    // A producer's portal account references its producer, so the cascade empties users too.
    const cookie = await admin();
    for (const row of MIXED) {
      const one = await importCsv(cookie, csv([row]), 'file', { actualizarStock: true });
      expect(one.statusCode).toBe(200);
    }
    expect(atOnce).toEqual(await state());
  });

  test('1.500 filas: 1.200 cambian y 300 se crean, con su historial y una sola auditoría', async () => {
    const cookie = await admin();
    const db = t.database.db;
    await db.execute(sql`
      insert into products (sku, nombre, marca, medida, categoria, descripcion, precio_cents, stock)
      select 'G-' || g, 'Producto ' || g, 'Marca ' || (g % 7), '1 kg', 'Yerba', 'd', 1000 + g, 50
      from generate_series(1, 1200) g`);
    const rows = Array.from({ length: 1500 }, (_, i) => {
      const g = i + 1;
      const precio = `${20 + g},${String(g % 100).padStart(2, '0')}`;
      return `G-${g};Producto ${g};Marca ${g % 9};Yerba;1 kg;${precio};${g};si;d;;`;
    });
    const res = await importCsv(cookie, csv(rows));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ creados: 300, actualizados: 1200 });
    const all = await db.select().from(products).orderBy(asc(products.id));
    expect(all).toHaveLength(1500);
    for (const [i, p] of all.entries()) {
      const g = i + 1;
      expect([p.sku, p.precioCents, p.marca]).toEqual([
        `G-${g}`,
        (20 + g) * 100 + (g % 100),
        `Marca ${g % 9}`,
      ]);
      // Without "Actualizar stock" an existing product keeps its stock; a new one takes the file's.
      expect(p.stock).toBe(g <= 1200 ? 50 : g);
    }
    const producers = await db.select().from(productores);
    expect(producers.map((p) => p.nombre).sort()).toEqual(
      Array.from({ length: 9 }, (_, i) => `Marca ${i}`),
    );
    const idOf = new Map(producers.map((p) => [p.nombre, p.id]));
    expect(all.every((p) => p.productorId === idOf.get(p.marca))).toBe(true);
    const history = await db.select().from(priceHistory).orderBy(asc(priceHistory.id));
    expect(history).toHaveLength(1200);
    expect(history.map((h) => h.productId)).toEqual(all.slice(0, 1200).map((p) => p.id));
    expect(history.every((h, i) => h.antesCents === 1001 + i && h.motivo === 'importacion')).toBe(
      true,
    );
    expect(await db.select().from(auditLog)).toMatchObject([
      {
        accion: 'producto.importar',
        detalle: 'Importación CSV de 1500 filas: 300 creados, 1200 actualizados',
      },
    ]);
  });

  test('un sku generado no toma el que el archivo da más abajo a un producto nuevo', async () => {
    const cookie = await admin();
    const db = t.database.db;
    // In the same batch the two rows were one sku twice (the job failed); a batch later, the row
    // with its own sku overwrote the product the first row had just created.
    const filler = Array.from(
      { length: 150 },
      (_, i) => `N-${i};Relleno ${i};Coop Andina;Arroz;1 kg;10;1;si;d;;`,
    );
    const res = await importCsv(
      cookie,
      csv([
        ';Sin sku A;Coop Andina;Yerba;1 kg;10;1;si;Genera;;',
        'YER-001;Con sku A;Coop Andina;Yerba;1 kg;11;1;si;El mismo lote;;',
        ';Sin sku B;Coop Andina;Yerba;1 kg;12;1;si;Genera;;',
        ...filler,
        'YER-003;Con sku B;Coop Andina;Yerba;1 kg;13;1;si;Otro lote;;',
      ]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ creados: 154, actualizados: 0 });
    const yerbas = await db
      .select({ sku: products.sku, nombre: products.nombre })
      .from(products)
      .where(sql`${products.categoria} = 'Yerba'`)
      .orderBy(asc(products.id));
    expect(yerbas).toEqual([
      { sku: 'YER-002', nombre: 'Sin sku A' },
      { sku: 'YER-001', nombre: 'Con sku A' },
      { sku: 'YER-004', nombre: 'Sin sku B' },
      { sku: 'YER-003', nombre: 'Con sku B' },
    ]);
  });

  test('en un archivo de 2.000 filas, una fila mala o un sku repetido: 400 y no cambia nada', async () => {
    const cookie = await admin();
    await seedShop();
    const rows = Array.from(
      { length: 2000 },
      (_, i) =>
        `${i < 12 ? `S-${i + 1}` : `N-${i}`};Producto ${i};Marca;Yerba;1 kg;${500 + i};1;si;d;;`,
    );
    const before = await tableDigests(t.database.db, dataTables);
    const bad = rows.with(1500, 'N-1500;Producto;Marca;Yerba;1 kg;-3;1;si;d;;');
    const refused = await importCsv(cookie, csv(bad));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      issues: [{ fila: 1502, campo: 'precio', valor: '-3' }],
    });
    const twice = await importCsv(cookie, csv(rows.with(1999, rows[3]!)));
    expect(twice.json()).toEqual({
      error: PRICE_MSG.csvConErrores,
      issues: [{ fila: 2001, campo: 'sku', valor: 'S-4', message: PRICE_MSG.csvSkuRepetido }],
    });
    expect(await tableDigests(t.database.db, dataTables)).toEqual(before);
  });
});
