import type { PurchaseDto } from '@feria/domain/schemas/api-types';
import { api } from '../../app/api.ts';

export const purchasesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A customer's purchases; 401 signed out, 403 someone else's (unless admin). */
    getPurchases: build.query<PurchaseDto[], string>({
      query: (userId) => `/sheets/sales/${encodeURIComponent(userId)}`,
      providesTags: (_r, _e, userId) => [{ type: 'Purchase', id: userId }, 'Purchase'],
    }),
  }),
});

export const { useGetPurchasesQuery } = purchasesApi;
