import type { SaleStatus } from '@feria/domain/rules/sale-status';
import type { SaleCard } from '@feria/domain/rules/sales-search';
import type { SaleDetail, SaleStatusChanged } from '@feria/domain/schemas/api-types';
import { api } from '../../app/api.ts';
import { nextOffset, type Paged, pagedUrl, toPaged } from '../../app/paged.ts';

const salesAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The sales one server page at a time ("Ver más ventas" asks for the next). */
    getSales: build.infiniteQuery<Paged<SaleCard>, void, number>({
      infiniteQueryOptions: { initialPageParam: 0, getNextPageParam: nextOffset },
      query: ({ pageParam }) => pagedUrl('/sheets/sale', pageParam),
      transformResponse: (items: SaleCard[], meta) => toPaged(items, meta),
      providesTags: [{ type: 'Sale', id: 'LIST' }],
    }),
    getSale: build.query<SaleDetail, number>({
      query: (id) => `/sheets/sale/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Sale', id }],
    }),
    changeSaleState: build.mutation<SaleStatusChanged, { id: number; estado: SaleStatus }>({
      query: ({ id, estado }) => ({
        url: `/sheets/sale/${id}/changestate/${encodeURIComponent(estado)}`,
        method: 'PUT',
      }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Sale', id: 'LIST' },
        { type: 'Sale', id },
        'Purchase',
        'Overview',
      ],
    }),
    /** "Eliminar": the sale is annulled and its stock goes back to the products. */
    annulSale: build.mutation<SaleStatusChanged, number>({
      query: (id) => ({ url: `/sheets/delete/sale/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [
        { type: 'Sale', id: 'LIST' },
        { type: 'Sale', id },
        'Product',
        'Purchase',
        'Overview',
      ],
    }),
  }),
});

export const {
  useGetSalesInfiniteQuery,
  useGetSaleQuery,
  useChangeSaleStateMutation,
  useAnnulSaleMutation,
} = salesAdminApi;
