import type { ComprobanteSubido, PedidoView } from '@feria/domain/rules/order-page';
import { api } from './api-slice.ts';
import { INVALIDATES } from './invalidates.ts';

type PedidoKey = { id: number; t: string | null };
type SaleLineInput = { id: number; cantidad: number };

const query = (t: string | null) => (t ? `?t=${encodeURIComponent(t)}` : '');

/** MARKET §7: the order page, opened by its private link (or by the signed-in owner). */
const pedidoApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPedido: build.query<PedidoView, PedidoKey>({
      query: ({ id, t }) => `/pedido/${id}${query(t)}`,
      providesTags: (_r, _e, { id }) => [{ type: 'Sale', id }],
    }),
    uploadComprobante: build.mutation<ComprobanteSubido, PedidoKey & { file: File }>({
      query: ({ id, t, file }) => {
        const body = new FormData();
        body.append('file', file);
        return { url: `/pedido/${id}/comprobante${query(t)}`, method: 'POST', body };
      },
      invalidatesTags: INVALIDATES.receipt,
    }),
    // MARKET §7: "Pagar con Mercado Pago" asks for the checkout again.
    pagarPedido: build.mutation<{ pagarEn: string }, PedidoKey>({
      query: ({ id, t }) => ({ url: `/pedido/${id}/pagar${query(t)}`, method: 'POST' }),
    }),
    // MARKET §10: the customer changes or cancels the order until its cierre; stock moves.
    changePedido: build.mutation<PedidoView, PedidoKey & { productos: SaleLineInput[] }>({
      query: ({ id, t, productos }) => ({
        url: `/pedido/${id}${query(t)}`,
        method: 'PUT',
        body: { productos },
      }),
      invalidatesTags: INVALIDATES.webOrder,
    }),
    cancelPedido: build.mutation<PedidoView, PedidoKey>({
      query: ({ id, t }) => ({ url: `/pedido/${id}/cancelar${query(t)}`, method: 'POST' }),
      invalidatesTags: INVALIDATES.webOrder,
    }),
  }),
});

export const {
  useGetPedidoQuery,
  useUploadComprobanteMutation,
  usePagarPedidoMutation,
  useChangePedidoMutation,
  useCancelPedidoMutation,
} = pedidoApi;
