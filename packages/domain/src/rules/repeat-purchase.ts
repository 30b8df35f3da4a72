// "Repetir compra" (MARKET §6): a past purchase's products back in the basket at today's prices,
// each capped to the stock available; unpublished or sold-out products are left out and named.
import { type CartItem, cartItemFromProduct } from './cart.ts';

type PastLine = { idProducto: number | null; nombre: string; cantidad: number };
type CurrentProduct = Parameters<typeof cartItemFromProduct>[0];

export type RepeatPlan = {
  adds: { item: Omit<CartItem, 'cantidad'>; cantidad: number }[];
  /** Names of the products left out, for the toast "Sin stock: …". */
  sinStock: string[];
};

/** `products` are today's published products (the catalogue); prices and stock come from them. */
export function planRepeat(
  lines: readonly PastLine[],
  products: readonly CurrentProduct[],
): RepeatPlan {
  const byId = new Map(products.map((p) => [p.id, p]));
  const plan: RepeatPlan = { adds: [], sinStock: [] };
  for (const line of lines) {
    const product = line.idProducto === null ? undefined : byId.get(line.idProducto);
    if (!product || product.stock <= 0) {
      if (!plan.sinStock.includes(line.nombre)) plan.sinStock.push(line.nombre);
      continue;
    }
    plan.adds.push({
      item: cartItemFromProduct(product),
      cantidad: Math.min(line.cantidad, Math.floor(product.stock)),
    });
  }
  return plan;
}

/** "Sin stock: Miel, Pan". */
export const sinStockText = (names: readonly string[]) => `Sin stock: ${names.join(', ')}`;
