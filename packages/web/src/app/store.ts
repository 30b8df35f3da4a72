import type { PosTicket } from '@feria/domain/pos-ticket';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { api } from './api.ts';
import { cartSlice, persistCart } from './cart/slice.ts';

/**
 * Every shopper's state is registered here; the point-of-sale ticket is injected by the POS
 * feature when its screen loads (features/pos/slice.ts), so its code stays out of the storefront.
 */
export const rootReducer = combineSlices(api, cartSlice).withLazyLoadedSlices<{
  pos: PosTicket;
}>();

export const store = configureStore({
  reducer: rootReducer,
  middleware: (getDefault) => getDefault().concat(api.middleware),
});

let lastCart = store.getState().cart.items;
store.subscribe(() => {
  const items = store.getState().cart.items;
  if (items !== lastCart) {
    lastCart = items;
    persistCart(items);
  }
});

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
