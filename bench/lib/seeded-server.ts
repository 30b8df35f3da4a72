import { seedProducts } from './seed-products.ts';
import { startServer } from './server.ts';

/** The production server on a fresh database holding n published products. */
export async function startSeededServer(
  products: number,
  databaseUrl: string | undefined,
  env: Record<string, string> = {},
) {
  const dataDir = await seedProducts(products, databaseUrl);
  const database: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
  return startServer({ DATA_DIR: dataDir, ...database, ...env });
}
