// MARKET §11: what the QR screen asks while it waits, and "Cancelar QR".
import type { SaleCobroState } from '@feria/domain/schemas/api-types';
import { api } from '../../api/api-slice.ts';
import { INVALIDATES } from '../../api/invalidates.ts';

const qrApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Polled every 2 s while the QR is on screen; never kept (each answer is fresh). */
    getSaleCobro: build.query<SaleCobroState, number>({
      query: (id) => `/sheets/sale/${id}/cobro`,
      keepUnusedDataFor: 0,
    }),
    cancelQr: build.mutation<{ id: number; estadoPago: string }, number>({
      query: (id) => ({ url: `/sheets/sale/${id}/qr/cancelar`, method: 'POST' }),
      // The sale is annulled: its stock is back.
      invalidatesTags: INVALIDATES.saleAnnulled,
    }),
  }),
});

export const { useGetSaleCobroQuery, useCancelQrMutation } = qrApi;
