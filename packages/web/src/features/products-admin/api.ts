import type { Product } from '@feria/domain/schemas/api-types';
import type { ProductFormInput, ProductUpdateInput } from '@feria/domain/schemas/product';
import { api } from '../../api/api-slice.ts';
import { INVALIDATES } from '../../api/invalidates.ts';

type ToggleAnswer = { message: string; publicado: 'si' | 'no' };

const productsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Staff get every product, published or not, from the same call as the storefront. */
    getAdminProducts: build.query<Product[], void>({
      query: () => '/sheets/data',
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    createProduct: build.mutation<Product, ProductFormInput>({
      query: (body) => ({ url: '/sheets/data', method: 'POST', body }),
      invalidatesTags: INVALIDATES.catalogue,
    }),
    updateProduct: build.mutation<Product, ProductUpdateInput>({
      query: (body) => ({ url: '/sheets/update', method: 'PUT', body }),
      invalidatesTags: INVALIDATES.catalogue,
    }),
    deleteProduct: build.mutation<void, number>({
      query: (id) => ({ url: `/sheets/delete/${id}`, method: 'DELETE' }),
      invalidatesTags: INVALIDATES.catalogue,
    }),
    toggleProduct: build.mutation<ToggleAnswer, number>({
      query: (id) => ({ url: `/sheets/product/${id}`, method: 'PUT' }),
      invalidatesTags: INVALIDATES.catalogue,
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
