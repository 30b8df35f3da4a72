import type { Product } from '@feria/domain/schemas/api-types';
import { useMemo } from 'react';
import { useProducts } from '../../../api/catalog.ts';

/**
 * The published catalogue, loaded once and filtered here. Why not GET /api/catalog per filter:
 * a market's whole catalogue is a few hundred products (tens of KB gzipped, served from the
 * server's in-memory copy), the home page has usually loaded it already, and then every filter,
 * search and "ver más productos" answers at once with no round trip on a slow phone connection.
 * Staff receive unpublished products too: the storefront shows only published ones.
 */
export function usePublishedProducts() {
  const query = useProducts();
  const products = useMemo<Product[]>(
    () => (query.data ?? []).filter((p) => p.publicado === 'si'),
    [query.data],
  );
  return { ...query, products };
}
