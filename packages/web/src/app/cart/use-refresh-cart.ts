import { type CartNotice, refreshCart } from '@feria/domain/cart-refresh';
import { useCallback } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { catalogApi } from '../../api/catalog.ts';
import type { AppDispatch, RootState } from '../store.ts';
import { cartRestored } from './slice.ts';

/**
 * Brings the basket up to date with the catalogue (current price and stock of every line, capped
 * to the stock; SPEC §5 "Basket quantity") and returns what changed. A failed read changes
 * nothing: the server re-checks everything when the order is sent.
 */
export function useRefreshCart() {
  const dispatch = useDispatch<AppDispatch>();
  const store = useStore<RootState>();
  return useCallback(async (): Promise<CartNotice[]> => {
    if (store.getState().cart.items.length === 0) return [];
    const query = dispatch(
      catalogApi.endpoints.getProducts.initiate(undefined, { forceRefetch: true }),
    );
    try {
      const products = await query.unwrap();
      // The web sells only published products: one missing from the list is no longer offered.
      const offered = products.filter((p) => p.publicado === 'si');
      const result = refreshCart(store.getState().cart.items, offered, { missingIsGone: true });
      dispatch(cartRestored(result.items));
      return result.notices;
    } catch {
      return [];
    } finally {
      query.unsubscribe();
    }
  }, [dispatch, store]);
}
