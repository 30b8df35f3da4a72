import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../packages/server/src/config.ts';
import { openDatabase } from '../../packages/server/src/db/open.ts';

const CATEGORIES = [
  'Yerba',
  'Legumbres',
  'Bebidas',
  'Arroz',
  'Harinas y Fécula',
  'Azúcar',
  'Fideos',
];

/**
 * A data directory (or a PostgreSQL database) holding n published products, made before the
 * server starts (PGlite admits one process at a time).
 */
export async function seedProducts(n: number, databaseUrl?: string): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'feria-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SEED_DEMO: 'false' });
  const database = await openDatabase(config);
  const cats = CATEGORIES.map((c) => `'${c}'`).join(',');
  await database.db.execute(sql`truncate products restart identity cascade`);
  await database.db.execute(
    sql.raw(`insert into products (sku, nombre, marca, medida, categoria, descripcion, precio_cents, stock, publicado)
     select 'BEN-' || g, 'Producto ' || g || ' orgánico de la región', 'Productor ' || (g % 40), '500 g',
            (array[${cats}])[1 + g % ${CATEGORIES.length}],
            'Descripción del producto número ' || g || ', cultivado sin agrotóxicos.', 100000 + g, 1000000, true
     from generate_series(1, ${Math.floor(n)}) g`),
  );
  await database.close();
  return dataDir;
}
