import { type CartNotice, refreshCart } from '@feria/domain/rules/cart-refresh';
import { useCallback } from 'react';
import { freshProducts } from '../../api/catalog.ts';
import { cartItems, restoreCart } from './basket.ts';

/**
 * Brings the basket up to date with the catalogue (current price and stock of every line, capped
 * to the stock; SPEC §5 "Basket quantity") and returns what changed. A failed read changes
 * nothing: the server re-checks everything when the order is sent.
 */
export function useRefreshCart() {
  return useCallback(async (): Promise<CartNotice[]> => {
    if (cartItems().length === 0) return [];
    const products = await freshProducts();
    if (!products) return [];
    // The web sells only published products: one missing from the list is no longer offered.
    const offered = products.filter((p) => p.publicado === 'si');
    const result = refreshCart(cartItems(), offered, { missingIsGone: true });
    restoreCart(result.items);
    return result.notices;
  }, []);
}
