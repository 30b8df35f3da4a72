import type { PurchaseDto } from '@feria/domain/schemas/api-types';
import { api } from '../../api/api-slice.ts';
import { nextOffset, type Paged, pagedUrl, toPaged } from '../../core/paged.ts';

const purchasesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A customer's purchases one server page at a time ("Ver más compras" asks for the next);
     * 401 signed out, 403 someone else's (unless admin). */
    getPurchases: build.infiniteQuery<Paged<PurchaseDto>, string, number>({
      infiniteQueryOptions: { initialPageParam: 0, getNextPageParam: nextOffset },
      query: ({ queryArg: userId, pageParam }) =>
        pagedUrl(`/sheets/sales/${encodeURIComponent(userId)}`, pageParam),
      transformResponse: (items: PurchaseDto[], meta) => toPaged(items, meta),
      providesTags: (_r, _e, userId) => [{ type: 'Purchase', id: userId }, 'Purchase'],
    }),
  }),
});

export const { useGetPurchasesInfiniteQuery } = purchasesApi;
