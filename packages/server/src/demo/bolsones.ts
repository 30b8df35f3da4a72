// Demo bolsones (MARKET §9, only with SEED_DEMO): a subscribable box of the season's vegetables
// and three families subscribed to it, so `npm start` shows generation at work (the server makes
// their orders for the next Saturday as it starts) and Panel → Suscripciones has something.
import { randomUUID } from 'node:crypto';
import { toCents } from '@feria/domain/rules/money';
import type { DbOrTx } from '../db/client.ts';
import { products, suscripciones, users } from '../db/schema.ts';
import { storeImage } from '../shared/picture-store.ts';
import { productArt } from './art.ts';

const BOLSON = {
  sku: 'BOL-001',
  nombre: 'Bolsón de verduras de estación',
  marca: 'Huerta Doña Elvira',
  medida: '6 kg aprox.',
  categoria: 'Otros alimentos',
};

const FAMILIES = [
  {
    nombre: 'Marta Ríos',
    celular: '3424001122',
    cantidad: 1,
    frecuencia: 'semanal',
    envio: 'Retiro',
  },
  {
    nombre: 'Familia Gómez',
    celular: '3424113344',
    cantidad: 2,
    frecuencia: 'semanal',
    envio: 'Retiro',
  },
  {
    nombre: 'Pablo Sosa',
    celular: '3424225566',
    cantidad: 1,
    frecuencia: 'quincenal',
    envio: 'Envío',
  },
] as const;

export async function seedBolsones(
  db: DbOrTx,
  svgToImage: (svg: string) => Promise<Buffer>,
  lugar: string,
): Promise<void> {
  const image = await storeImage(db, await svgToImage(productArt(BOLSON, 0)));
  const [bolson] = await db
    .insert(products)
    .values({
      ...BOLSON,
      descripcion:
        'Esta semana: lechuga, acelga, zapallo, zanahoria, cebolla de verdeo, papa y mandarinas. Suscribite y te lo armamos para cada feria.',
      precioCents: toCents(9500),
      stock: 30,
      imagenes: [image],
      suscribible: true,
    })
    .returning();
  if (!bolson) return;
  for (const [i, f] of FAMILIES.entries()) {
    const id = randomUUID();
    await db.insert(users).values({
      id,
      email: `bolson${i + 1}@feria.local`,
      // Subscribing needs a confirmed e-mail (API.md round 5): the demo's families have one.
      emailConfirmado: true,
      nombre: f.nombre,
      celular: f.celular,
      direccion: f.envio === 'Envío' ? 'Bv. Pellegrini 2450, Santa Fe' : '',
    });
    await db.insert(suscripciones).values({
      userId: id,
      productId: bolson.id,
      cantidad: f.cantidad,
      frecuencia: f.frecuencia,
      envio: f.envio,
      lugar: f.envio === 'Retiro' ? lugar : null,
      direccion: f.envio === 'Envío' ? 'Bv. Pellegrini 2450, Santa Fe' : null,
      formaPago: 'efectivo',
    });
  }
}
