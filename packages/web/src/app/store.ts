import { configureStore } from '@reduxjs/toolkit';
import { cartSlice, persistCart } from '../features/cart/slice.ts';
import { persistTicket, posSlice } from '../features/pos/slice.ts';
import { api } from './api.ts';

export const store = configureStore({
  reducer: {
    [api.reducerPath]: api.reducer,
    [cartSlice.name]: cartSlice.reducer,
    [posSlice.name]: posSlice.reducer,
  },
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

let lastTicket = store.getState().pos;
store.subscribe(() => {
  const ticket = store.getState().pos;
  if (ticket !== lastTicket) {
    lastTicket = ticket;
    persistTicket(ticket);
  }
});

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
