import { randomBytes, randomUUID } from 'node:crypto';
import { toCents } from '@feria/domain/money';
import { count, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Config } from '../config.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { storeImage } from '../modules/images/store.ts';
import type { Db, DbOrTx } from './client.ts';
import { carouselSections, products, users } from './schema.ts';
import { productArt, sectionArt } from './seed-art.ts';
import { demoProducts, demoSections } from './seed-data.ts';

export const DEMO_SELLER_EMAIL = 'vendedor@feria.local';

const svgToImage = async (svg: string) => sharp(Buffer.from(svg)).png().toBuffer();

async function seedUsers(db: DbOrTx, config: Config, log: (line: string) => void) {
  const sellerPassword = randomBytes(9).toString('base64url');
  await db.insert(users).values([
    {
      id: randomUUID(),
      email: config.ADMIN_EMAIL.toLowerCase(),
      nombre: 'Administración',
      rol: 'admin',
      passwordHash: await hashPassword(config.adminPassword),
    },
    {
      id: randomUUID(),
      email: DEMO_SELLER_EMAIL,
      nombre: 'Vendedor de la feria',
      rol: 'seller',
      passwordHash: await hashPassword(sellerPassword),
    },
  ]);
  log('Cuentas creadas (se muestran una sola vez):');
  log(
    `  admin:    ${config.ADMIN_EMAIL} / ${config.adminPasswordGenerated ? config.adminPassword : '(ADMIN_PASSWORD)'}`,
  );
  log(`  vendedor: ${DEMO_SELLER_EMAIL} / ${sellerPassword}`);
}

async function seedCatalog(db: DbOrTx, config: Config) {
  const rows = [];
  for (const [i, p] of demoProducts.entries()) {
    const images = [await storeImage(config.dataDir, await svgToImage(productArt(p, 0)))];
    if (i % 5 === 0)
      images.push(await storeImage(config.dataDir, await svgToImage(productArt(p, 1))));
    rows.push({
      sku: p.sku,
      nombre: p.nombre,
      marca: p.marca,
      medida: p.medida,
      categoria: p.categoria,
      descripcion: p.descripcion,
      precioCents: toCents(p.precio),
      stock: p.stock,
      imagenes: images,
      publicado: p.publicado === 'si',
    });
  }
  await db.insert(products).values(rows);
  const sections = [];
  for (const s of demoSections) {
    const imageUrl = await storeImage(config.dataDir, await svgToImage(sectionArt(s)));
    sections.push({ seccion: s.seccion, imageUrl, texto: s.texto });
  }
  await db.insert(carouselSections).values(sections);
}

/** Fills an empty database: the first admin and a demo seller, and the demo shop when asked. */
export async function seed(db: Db, config: Config, log: (line: string) => void = console.info) {
  // Several server processes starting at once on one fresh PostgreSQL: one seeds, the others
  // wait for it and then find the database filled.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7355609)`);
    const [userCount] = await tx.select({ n: count() }).from(users);
    if (userCount?.n === 0) await seedUsers(tx, config, log);
    const [productCount] = await tx.select({ n: count() }).from(products);
    if (config.SEED_DEMO && productCount?.n === 0) {
      await seedCatalog(tx, config);
      log(`Tienda de demostración cargada: ${demoProducts.length} productos.`);
    }
  });
}
