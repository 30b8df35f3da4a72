// Bringing a stored basket up to date with the catalogue before ordering (SPEC §5 "Basket
// quantity"): each line takes the product's current price and stock and is capped to it; a line
// whose product ran out or is no longer offered leaves the basket. What changed is returned as
// sentences, so the customer sees it before confirming (the server would charge the new price).

import { unidadesDisponiblesDe } from '../messages/storefront.ts';
import { type CartItem, cartReducer } from './cart.ts';
import { formatMoney, toCents } from './money.ts';

export type FreshProduct = { id: number; precio: number; stock: number };

export type CartNotice = { id: number; message: string };

/** "El precio de Yerba cambió a $ 1.600,00". */
function precioCambiado(nombre: string, precio: number): string {
  return `El precio de ${nombre} cambió a ${formatMoney(toCents(precio))}`;
}

/**
 * `fresh` lists the products the shop offers now. With `missingIsGone` a line whose product is
 * not in it counts as sold out (the web sells only published products); without it such a line
 * is left as it is.
 */
export function refreshCart(
  items: readonly CartItem[],
  fresh: readonly FreshProduct[],
  opts: { missingIsGone: boolean },
): { items: CartItem[]; notices: CartNotice[] } {
  const byId = new Map(fresh.map((product) => [product.id, product]));
  const stock: Record<number, number> = {};
  const priced = items.map((line) => {
    const product = byId.get(line.id);
    if (!product) {
      if (opts.missingIsGone) stock[line.id] = 0;
      return line;
    }
    stock[line.id] = product.stock;
    return { ...line, precio: product.precio };
  });
  const next = cartReducer(priced, { type: 'sync', stock });
  const notices: CartNotice[] = [];
  for (const before of items) {
    const after = next.find((line) => line.id === before.id);
    if (!after || after.cantidad < before.cantidad) {
      notices.push({
        id: before.id,
        message: unidadesDisponiblesDe(before.nombre, after?.stock ?? 0),
      });
    } else if (toCents(after.precio) !== toCents(before.precio)) {
      notices.push({ id: before.id, message: precioCambiado(before.nombre, after.precio) });
    }
  }
  return { items: next, notices };
}
