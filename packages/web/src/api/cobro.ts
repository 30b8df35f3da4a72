import type { SaleDetail, SaleStatusChanged } from '@feria/domain/schemas/api-types';
import type { CobroChangeInput } from '@feria/domain/schemas/cobro';
import { api } from '../core/api-slice.ts';

/** What a change of a sale's cobro or delivery leaves stale: the sale, its lists and figures. */
const touched = (id: number) => [
  { type: 'Sale' as const, id: 'LIST' },
  { type: 'Sale' as const, id },
  'Purchase' as const,
  'Overview' as const,
  'Feria' as const,
];

/** MARKET §7: staff (sellers too) mark a sale cobrado and hand an order over. */
const cobroApi = api.injectEndpoints({
  endpoints: (build) => ({
    setCobro: build.mutation<SaleDetail, { id: number } & CobroChangeInput>({
      query: ({ id, ...body }) => ({ url: `/sheets/sale/${id}/cobro`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { id }) => touched(id),
    }),
    markDelivered: build.mutation<SaleStatusChanged, number>({
      query: (id) => ({ url: `/sheets/sale/${id}/changestate/Entregado`, method: 'PUT' }),
      invalidatesTags: (_r, _e, id) => touched(id),
    }),
  }),
});

export const { useSetCobroMutation, useMarkDeliveredMutation } = cobroApi;
