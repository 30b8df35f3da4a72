import type { PosTicket } from '@feria/domain/rules/pos-ticket';
import { combineSlices, configureStore, type Middleware } from '@reduxjs/toolkit';
import { api } from './api.ts';
import { refreshShopData } from './shop-data.ts';

/**
 * The Redux store of the pages that write: RTK Query's calls and, injected by the POS feature
 * when its screen loads (features/pos/slice.ts), the point-of-sale ticket. It loads with the
 * first such page (app/with-store.ts), never with the storefront's first page.
 */
export const rootReducer = combineSlices(api).withLazyLoadedSlices<{
  pos: PosTicket;
}>();

/** Any change made here (a sign-in, a product saved, an order) refreshes what the shop shows. */
const refreshShopAfterChange: Middleware = () => (next) => (action) => {
  const result = next(action);
  const type = (action as { type?: unknown }).type;
  if (type === `${api.reducerPath}/executeMutation/fulfilled`) refreshShopData();
  return result;
};

export const store = configureStore({
  reducer: rootReducer,
  middleware: (getDefault) => getDefault().concat(api.middleware, refreshShopAfterChange),
});

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
