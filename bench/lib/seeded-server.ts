import { seedProducts } from './seed-products.ts';
import { startServer } from './server.ts';

/** The production server on a fresh database holding n published products. */
export async function startSeededServer(products: number, databaseUrl: string | undefined) {
  const dataDir = await seedProducts(products, databaseUrl);
  return startServer({ DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
}
