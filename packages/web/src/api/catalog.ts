import type { Product } from '@feria/domain/schemas/api-types';
import { loadShopData, refreshShopData, shopDataOf, useShopData } from '../lib/shop-data.ts';

const PRODUCTS = '/sheets/data';
const productPath = (id: number) => `${PRODUCTS}/${id}`;

/** GET /api/sheets/data: the catalogue (staff also receive unpublished products). */
export const useProducts = () => useShopData<Product[]>(PRODUCTS);

/** GET /api/sheets/data/{id} (null: no product to ask for). */
export const useProduct = (id: number | null) =>
  useShopData<Product>(id === null ? null : productPath(id));

/** The product as the catalogue already here lists it, if it does (a card's copy). */
export const listedProduct = (id: number | null) =>
  shopDataOf<Product[]>(PRODUCTS)?.find((p) => p.id === id);

/** Asks for the catalogue before its page's first render (app/first-screen.ts). */
export const loadProducts = () => loadShopData(PRODUCTS);

/** Asks for a product before its page's first render (app/first-screen.ts). */
export const loadProduct = (id: number) => loadShopData(productPath(id));

/** The catalogue as the server has it now (the basket's check before an order); null on failure. */
export async function freshProducts(): Promise<Product[] | null> {
  refreshShopData(PRODUCTS);
  const { data, error } = await loadShopData(PRODUCTS);
  return error ? null : (data as Product[]);
}
