import type { SaleCreated } from '@feria/domain/schemas/api-types';
import type { SaleCreateInput } from '@feria/domain/schemas/sale';
import { api } from '../../api/api-slice.ts';
import { INVALIDATES } from '../../api/invalidates.ts';

type OrderRequest = { body: SaleCreateInput; key: string };

const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** "Confirmar pedido": the Idempotency-Key makes a retry or a double click one order. */
    createOrder: build.mutation<SaleCreated, OrderRequest>({
      query: ({ body, key }) => ({
        url: '/sheets/sale',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      }),
      // Stock changed (catalogue), and the customer has one more purchase.
      invalidatesTags: INVALIDATES.webOrder,
    }),
  }),
});

export const { useCreateOrderMutation } = checkoutApi;
