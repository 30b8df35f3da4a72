import { toCents } from '@feria/domain/rules/money';
import type { Db } from '../../src/db/client.ts';
import { products } from '../../src/db/schema.ts';

let counter = 0;

export type ProductFixture = Partial<Omit<typeof products.$inferInsert, 'precioCents'>> & {
  precio?: number;
};

/** A product row with believable defaults; pass what the test is about. */
export async function insertProduct(db: Db, fields: ProductFixture = {}) {
  counter++;
  const { precio = 1000, ...rest } = fields;
  const [row] = await db
    .insert(products)
    .values({
      sku: `TST-${counter}-${Math.random().toString(36).slice(2, 7)}`,
      nombre: `Producto ${counter}`,
      marca: 'Marca de prueba',
      medida: '500 g',
      categoria: 'Legumbres',
      descripcion: 'Descripción de prueba',
      precioCents: toCents(precio),
      stock: 10,
      imagenes: [],
      publicado: true,
      ...rest,
    })
    .returning();
  return row!;
}
