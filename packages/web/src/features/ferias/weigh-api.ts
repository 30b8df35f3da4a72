import type { SaleDetail } from '@feria/domain/schemas/api-types';
import { api } from '../../api/api-slice.ts';
import { INVALIDATES } from '../../api/invalidates.ts';

/** MARKET §8: PUT /api/sheets/sale/{id}/peso, the real weight of an order's kg line. */
const weighApi = api.injectEndpoints({
  endpoints: (build) => ({
    setRealWeight: build.mutation<SaleDetail, { id: number; idProducto: number; gramos: number }>({
      query: ({ id, ...body }) => ({ url: `/sheets/sale/${id}/peso`, method: 'PUT', body }),
      invalidatesTags: INVALIDATES.weighed,
    }),
  }),
});

export const { useSetRealWeightMutation } = weighApi;
