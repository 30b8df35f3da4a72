import type { Product } from '@feria/domain/schemas/api-types';
import { api } from '../app/api.ts';

export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<Product[], void>({
      query: () => '/sheets/data',
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    getProduct: build.query<Product, number>({
      query: (id) => `/sheets/data/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Product', id }],
    }),
  }),
});

export const { useGetProductsQuery, useGetProductQuery } = catalogApi;
