import { randomBytes, randomUUID } from 'node:crypto';
import { toCents } from '@feria/domain/rules/money';
import { count, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { carouselSections, ferias, products, users } from '../db/schema.ts';
import { hashPassword } from '../shared/password.ts';
import { storeImage } from '../shared/picture-store.ts';
import { productArt, sectionArt } from './art.ts';
import { seedBolsones } from './bolsones.ts';
import { demoProducts, demoSections } from './data.ts';
import { seedEnvios } from './envios.ts';
import { seedFerias } from './ferias.ts';
import { seedProducers } from './producers.ts';
import { seedProductorAccount } from './productor-account.ts';
import { weightDemoRows } from './weight.ts';

/** @internal Exported for its tests. */
export const DEMO_SELLER_EMAIL = 'vendedor@feria.local';

/** Loads sharp only when the demo shop is seeded, not on every start. */
const svgToImage = async (svg: string) => {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).png().toBuffer();
};

/** Creates the staff accounts; answers their credential lines, printed by main after start-up. */
async function seedUsers(db: DbOrTx, config: Config): Promise<string[]> {
  const sellerPassword = randomBytes(9).toString('base64url');
  const rows: (typeof users.$inferInsert)[] = [
    {
      id: randomUUID(),
      email: config.ADMIN_EMAIL.toLowerCase(),
      nombre: 'Administración',
      rol: 'admin',
      passwordHash: await hashPassword(config.adminPassword),
      emailConfirmado: true,
      // A generated password was printed to the journal: outside the demo it is changed at the
      // first sign-in (API.md round 4).
      cambiarPassword: config.adminPasswordGenerated && !config.SEED_DEMO,
    },
  ];
  // The demo seller (a known e-mail with a printed password) only in a demo shop (issue 12).
  if (config.SEED_DEMO) {
    rows.push({
      id: randomUUID(),
      email: DEMO_SELLER_EMAIL,
      nombre: 'Vendedor de la feria',
      rol: 'seller',
      passwordHash: await hashPassword(sellerPassword),
      emailConfirmado: true,
    });
  }
  await db.insert(users).values(rows);
  const lines = [
    `  admin:    ${config.ADMIN_EMAIL} / ${config.adminPasswordGenerated ? config.adminPassword : '(ADMIN_PASSWORD)'}`,
  ];
  if (config.SEED_DEMO) lines.push(`  vendedor: ${DEMO_SELLER_EMAIL} / ${sellerPassword}`);
  return lines;
}

async function seedCatalog(db: DbOrTx) {
  const rows = [];
  for (const [i, p] of demoProducts.entries()) {
    const images = [await storeImage(db, await svgToImage(productArt(p, 0)))];
    if (i % 5 === 0) images.push(await storeImage(db, await svgToImage(productArt(p, 1))));
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
  rows.push(...(await weightDemoRows(db, svgToImage))); // MARKET §8: sold by weight
  await db.insert(products).values(rows);
  const sections = [];
  for (const s of demoSections) {
    const imageUrl = await storeImage(db, await svgToImage(sectionArt(s)));
    sections.push({ seccion: s.seccion, imageUrl, texto: s.texto });
  }
  await db.insert(carouselSections).values(sections);
}

/**
 * Fills an empty database: the first admin, and the demo seller and shop when asked. Answers the
 * new accounts' credential lines (none when there were users), for main to print last.
 */
export async function seed(
  db: Db,
  config: Config,
  log: (line: string) => void = console.info,
): Promise<string[]> {
  // Several server processes starting at once on one fresh PostgreSQL: one seeds, the others
  // wait for it and then find the database filled.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7355609)`);
    const [userCount] = await tx.select({ n: count() }).from(users);
    const accounts = userCount?.n === 0 ? await seedUsers(tx, config) : [];
    const [productCount] = await tx.select({ n: count() }).from(products);
    if (config.SEED_DEMO && productCount?.n === 0) {
      await seedCatalog(tx);
      await seedProducers(tx);
      if (accounts.length > 0) accounts.push(...(await seedProductorAccount(tx)));
      log(`Tienda de demostración cargada: ${demoProducts.length} productos.`);
    }
    const [feriaCount] = await tx.select({ n: count() }).from(ferias);
    if (config.SEED_DEMO && feriaCount?.n === 0) {
      log(`Ferias de demostración: ${await seedFerias(tx)}.`);
      // MARKET §9: a bolsón with three families subscribed (Retiro at the first Saturday's place).
      await seedBolsones(tx, svgToImage, 'Plaza 25 de Mayo');
      await seedEnvios(tx); // MARKET §14: the reparto's origin and a zone to try
    }
    return accounts;
  });
}
