import type { Product } from '@feria/domain/schemas/api-types';
import type { ProductFormInput, ProductUpdateInput } from '@feria/domain/schemas/product';
import { api } from '../../core/api-slice.ts';

type ToggleAnswer = { message: string; publicado: 'si' | 'no' };

// A product write changes the catalogue, its categories and brands: every list refetches, so the
// storefront and the point-of-sale show the change at once.
const changed = ['Product', 'Category', 'Brand', 'Overview'] as const;

const productsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Staff get every product, published or not, from the same call as the storefront. */
    getAdminProducts: build.query<Product[], void>({
      query: () => '/sheets/data',
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    createProduct: build.mutation<Product, ProductFormInput>({
      query: (body) => ({ url: '/sheets/data', method: 'POST', body }),
      invalidatesTags: [...changed],
    }),
    updateProduct: build.mutation<Product, ProductUpdateInput>({
      query: (body) => ({ url: '/sheets/update', method: 'PUT', body }),
      invalidatesTags: [...changed],
    }),
    deleteProduct: build.mutation<void, number>({
      query: (id) => ({ url: `/sheets/delete/${id}`, method: 'DELETE' }),
      invalidatesTags: [...changed],
    }),
    toggleProduct: build.mutation<ToggleAnswer, number>({
      query: (id) => ({ url: `/sheets/product/${id}`, method: 'PUT' }),
      invalidatesTags: [...changed],
    }),
  }),
});

export const {
  useGetAdminProductsQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
  useToggleProductMutation,
} = productsAdminApi;
