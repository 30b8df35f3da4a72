import type { ComponentType } from 'react';

/**
 * A lazily loaded component that uses the Redux store (RTK Query's calls that write, the POS
 * ticket): its code and the store arrive together, and it renders inside the store's provider.
 * The storefront's first pages read through lib/shop-data.ts and never load the store.
 */
export function withStoreLoaded<P extends object>(
  load: () => Promise<ComponentType<P>>,
): () => Promise<ComponentType<P>> {
  return async () => {
    const [Component, { withStore }] = await Promise.all([load(), import('./store-provider.tsx')]);
    return withStore(Component);
  };
}
