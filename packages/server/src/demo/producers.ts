// The demo producers (MARKET §4): the 13 brands of the demo catalogue with their towns, stories
// and a picture each; every demo product is linked to its producer.

import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { productores, products } from '../db/schema.ts';
import { storeImage } from '../shared/picture-store.ts';
import { producerIdFor } from '../shared/producer-link.ts';
import { demoProducers } from './data.ts';
import { producerArt } from './producer-art.ts';

/** The market keeps 15 % in the demo, the cooperatives 10 %. */
const demoCommission = (marca: string) => (marca.startsWith('Cooperativa') ? 1000 : 1500);

export async function seedProducers(db: DbOrTx): Promise<void> {
  const { default: sharp } = await import('sharp');
  for (const [i, p] of demoProducers.entries()) {
    const png = await sharp(Buffer.from(producerArt(p, i)))
      .png()
      .toBuffer();
    const foto = await storeImage(db, png);
    const id = await producerIdFor(db, p.marca);
    await db
      .update(productores)
      .set({
        localidad: p.localidad,
        descripcion: p.descripcion,
        foto,
        contacto: `${p.localidad.toLowerCase().replace(/\W+/g, '')}@productores.feria.local`,
        comisionBp: demoCommission(p.marca),
      })
      .where(eq(productores.id, id));
  }
  // Every demo product gets the producer its brand names (and any other brand one of its own).
  for (const row of await db.selectDistinct({ marca: products.marca }).from(products)) {
    const id = await producerIdFor(db, row.marca);
    await db.update(products).set({ productorId: id }).where(sql`${products.marca} = ${row.marca}`);
  }
}
