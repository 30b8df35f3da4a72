// Demo products sold by weight (MARKET §8, only with SEED_DEMO): vegetables, a cheese and bulk
// lentils, priced per kilogram with stock in grams, and a feria order that weighs them.
import { toCents } from '@feria/domain/rules/money';
import { lineSubtotalCents, type Unidad } from '@feria/domain/rules/weight';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { products, sales } from '../db/schema.ts';
import { storeImage } from '../shared/picture-store.ts';
import { productArt } from './art.ts';
import type { DemoProduct } from './data.ts';
import { insertSoldLines } from './sold-lines.ts';

type WeightProduct = DemoProduct & { unidad: Unidad; paso: number };

const ELVIRA = 'Huerta Doña Elvira';

const weightDemoProducts: WeightProduct[] = [
  {
    sku: 'GRA-001',
    nombre: 'Tomate perita',
    marca: ELVIRA,
    medida: 'Suelto',
    categoria: 'Otros alimentos',
    precio: 2400,
    stock: 40_000,
    descripcion: 'Tomate perita agroecológico de la huerta, cosechado el día antes de la feria.',
    publicado: 'si',
    unidad: 'kg',
    paso: 250,
  },
  {
    sku: 'GRA-002',
    nombre: 'Zapallo anco',
    marca: ELVIRA,
    medida: 'Suelto',
    categoria: 'Otros alimentos',
    precio: 1100,
    stock: 60_000,
    descripcion: 'Zapallo anco de Coronda, dulce y firme, ideal para horno y para sopas.',
    publicado: 'si',
    unidad: 'kg',
    paso: 500,
  },
  {
    sku: 'GRA-003',
    nombre: 'Queso de campo',
    marca: 'Tambo La Esperanza',
    medida: 'Horma, al corte',
    categoria: 'Otros alimentos',
    precio: 9800,
    stock: 12_000,
    descripcion:
      'Queso semiduro de leche de tambo pastoril, madurado tres meses, cortado en la feria.',
    publicado: 'si',
    unidad: 'kg',
    paso: 250,
  },
  {
    sku: 'GRA-004',
    nombre: 'Lentejas a granel',
    marca: 'Cooperativa La Verdecita',
    medida: 'Suelto, de la bolsa',
    categoria: 'Legumbres',
    precio: 3200,
    stock: 25_000,
    descripcion: 'Lentejas de San Justo a granel: llevá lo que necesitás, en tu propia bolsa.',
    publicado: 'si',
    unidad: 'kg',
    paso: 100,
  },
];

/** The demo catalogue's rows of the products sold by weight, with their pictures. */
export async function weightDemoRows(
  db: DbOrTx,
  svgToImage: (svg: string) => Promise<Buffer>,
): Promise<(typeof products.$inferInsert)[]> {
  const rows = [];
  for (const p of weightDemoProducts) {
    const { precio, publicado, ...rest } = p;
    const image = await storeImage(db, await svgToImage(productArt(p, 0)));
    rows.push({
      ...rest,
      precioCents: toCents(precio),
      imagenes: [image],
      publicado: publicado === 'si',
    });
  }
  return rows;
}

/** A feria order of vegetables and cheese in grams, for Preparación's kg figures. */
export async function seedWeightOrder(db: DbOrTx, feriaId: number, now: Date): Promise<void> {
  const rows = await db
    .select()
    .from(products)
    .where(inArray(products.sku, ['GRA-001', 'GRA-002', 'GRA-003']));
  if (rows.length === 0) return;
  const grams: Record<string, number> = { 'GRA-001': 750, 'GRA-002': 1500, 'GRA-003': 500 };
  const lines = rows.map((p) => {
    const cantidad = grams[p.sku] ?? p.paso;
    return {
      productId: p.id,
      sku: p.sku,
      nombre: p.nombre,
      marca: p.marca,
      medida: p.medida,
      imagen: p.imagenes[0] ?? '',
      precioCents: p.precioCents,
      cantidad,
      subtotalCents: lineSubtotalCents('kg', p.precioCents, cantidad),
      unidad: 'kg' as const,
    };
  });
  const total = lines.reduce((sum, l) => sum + l.subtotalCents, 0);
  const [sale] = await db
    .insert(sales)
    .values({
      createdAt: new Date(now.getTime() - 30 * 60_000),
      formaPago: 'efectivo',
      envio: 'retiro',
      canal: 'web',
      clienteNombre: 'Marta Sosa',
      clienteCelular: '3424998877',
      clienteProvincia: 'Santa Fe',
      subtotalCents: total,
      totalCents: total,
      feriaId,
    })
    .returning();
  if (!sale) return;
  await insertSoldLines(db, sale.id, lines);
}
