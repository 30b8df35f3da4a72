import type { Pago } from '@feria/domain/rules/pagos';
import type { SaleDetail, SaleStatusChanged } from '@feria/domain/schemas/api-types';
import type { CobroChangeInput } from '@feria/domain/schemas/cobro';
import { api } from './api-slice.ts';
import { INVALIDATES } from './invalidates.ts';

/** MARKET §7: staff (sellers too) mark a sale cobrado and hand an order over. */
const cobroApi = api.injectEndpoints({
  endpoints: (build) => ({
    setCobro: build.mutation<SaleDetail, { id: number } & CobroChangeInput>({
      query: ({ id, ...body }) => ({ url: `/sheets/sale/${id}/cobro`, method: 'PUT', body }),
      invalidatesTags: INVALIDATES.saleCobro,
    }),
    /** MARKET §7b: the sale's payment records, oldest first (staff). */
    getSalePagos: build.query<Pago[], number>({
      query: (id) => `/sheets/sale/${id}/pagos`,
      providesTags: (_r, _e, id) => [{ type: 'Sale', id }],
    }),
    /** MARKET §2: with `medio`, the hand-over and the cobro are one request (one transaction). */
    markDelivered: build.mutation<SaleStatusChanged, { id: number; medio?: string }>({
      query: ({ id, medio }) => ({
        url: `/sheets/sale/${id}/changestate/Entregado`,
        method: 'PUT',
        ...(medio ? { body: { cobro: { medio } } } : {}),
      }),
      invalidatesTags: INVALIDATES.saleCobro,
    }),
  }),
});

export const { useSetCobroMutation, useGetSalePagosQuery, useMarkDeliveredMutation } = cobroApi;
