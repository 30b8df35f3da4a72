import { fromCents } from '@feria/domain/rules/money';
import type { Product } from '@feria/domain/schemas/api-types';
import type { products } from '../../db/schema.ts';

export type ProductRow = typeof products.$inferSelect;

/** A product row as the API answers it; `noVieneA` from `absentFerias` (none by default). */
export function toProduct(row: ProductRow, noVieneA: number[] = []): Product {
  return {
    id: row.id,
    sku: row.sku,
    nombre: row.nombre,
    marca: row.marca,
    medida: row.medida,
    categoria: row.categoria,
    descripcion: row.descripcion,
    precio: fromCents(row.precioCents),
    stock: row.stock,
    url: row.imagenes.join(', '),
    imagenes: row.imagenes,
    publicado: row.publicado ? 'si' : 'no',
    unidad: row.unidad === 'kg' ? 'kg' : 'unidad',
    paso: row.paso,
    suscribible: row.suscribible,
    contenido: row.contenido,
    noVieneA,
  };
}
