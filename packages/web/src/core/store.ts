import type { PosTicket } from '@feria/domain/rules/pos-ticket';
import { combineSlices, configureStore, isFulfilled, type Middleware } from '@reduxjs/toolkit';
import { api } from '../api/api-slice.ts';
import { shopReadStale } from '../api/invalidates.ts';
import { refreshShopData } from '../lib/shop-data.ts';

/**
 * The Redux store of the pages that write: RTK Query's calls and, injected by the POS feature
 * when its screen loads (features/pos/slice.ts), the point-of-sale ticket. It loads with the
 * first such page (core/with-store.ts), never with the storefront's first page.
 */
export const rootReducer = combineSlices(api).withLazyLoadedSlices<{
  pos: PosTicket;
}>();

type TagDescription = string | { type: string };
type MutationAction = {
  payload: unknown;
  meta: { arg: { endpointName: string; originalArgs: unknown }; baseQueryMeta?: unknown };
};

/** The tag types a finished mutation invalidated, as its definition names them. */
function invalidatedBy(action: MutationAction): TagDescription[] {
  const { endpointName, originalArgs } = action.meta.arg;
  let tags: unknown;
  // The definition as RTK Query keeps it (read, not changed: the function form only looks).
  api.enhanceEndpoints({
    endpoints: {
      [endpointName]: (definition: { invalidatesTags?: unknown }) => {
        tags = definition.invalidatesTags;
      },
    },
  });
  const list =
    typeof tags === 'function'
      ? tags(action.payload, undefined, originalArgs, action.meta.baseQueryMeta)
      : tags;
  return Array.isArray(list) ? list : [];
}

/**
 * A change made here (a sign-in, a product saved, an order, the offline queue's sales sent)
 * refreshes what the shop shows, by the tags the change invalidated: the same list RTK Query's
 * own answers follow (api/invalidates.ts).
 */
const refreshShopAfterChange: Middleware = () => (next) => (action) => {
  const result = next(action);
  let tags: readonly TagDescription[] = [];
  if (isFulfilled(action) && action.type === `${api.reducerPath}/executeMutation/fulfilled`) {
    tags = invalidatedBy(action as unknown as MutationAction);
  } else if (api.util.invalidateTags.match(action)) {
    tags = action.payload.filter((tag) => tag !== null && tag !== undefined);
  }
  if (tags.length > 0) {
    const types = new Set(tags.map((tag) => (typeof tag === 'string' ? tag : tag.type)));
    refreshShopData((path) => shopReadStale(path, types));
  }
  return result;
};

export const store = configureStore({
  reducer: rootReducer,
  middleware: (getDefault) => getDefault().concat(api.middleware, refreshShopAfterChange),
});

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
