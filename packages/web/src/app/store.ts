import { configureStore } from '@reduxjs/toolkit';
import { cartSlice, persistCart } from '../features/cart/slice.ts';
import { api } from './api.ts';

export const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer, [cartSlice.name]: cartSlice.reducer },
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
