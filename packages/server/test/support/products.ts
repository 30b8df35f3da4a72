// Shared by the product write tests: a valid form, an upload address and small API helpers.
import { randomUUID } from 'node:crypto';
import type { Product } from '@feria/domain/schemas/api-types';
import { products } from '../../src/db/schema.ts';
import type { TestContext } from './app.ts';

/** An address shaped like one of our uploads (the file itself is not needed here). */
export const upload = () => `/uploads/${randomUUID()}-640.webp`;

/** The product form as the modal sends it: text, price with a thousands comma. */
export const form = (fields: Record<string, unknown> = {}) => ({
  categoria: 'Legumbres',
  nombre: 'Lentejas coloradas',
  marca: 'Cooperativa La Verdecita',
  medida: '500 g',
  cantidad: '12',
  precio: '1,234.50',
  url: '',
  descripcion: 'Lentejas agroecológicas de San Justo.',
  ...fields,
});

export function productHelpers(t: TestContext) {
  const create = (cookie: string, fields: Record<string, unknown> = {}) =>
    t.request({ method: 'POST', url: '/api/sheets/data', cookie, payload: form(fields) });
  return {
    admin: async () => (await t.signIn('admin')).cookie,
    create,
    /** Created through the API, so the cached catalogue knows it (fixtures bypass the cache). */
    created: async (cookie: string, fields: Record<string, unknown> = {}) =>
      (await create(cookie, fields)).json() as Product,
    /** What an anonymous shopper sees in the catalogue. */
    storefront: async () =>
      (await t.request({ method: 'GET', url: '/api/sheets/data' })).json() as Product[],
    countProducts: async () => (await t.database.db.select().from(products)).length,
  };
}
