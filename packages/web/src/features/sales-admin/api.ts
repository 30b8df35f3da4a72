import type { FacturaFiltro } from '@feria/domain/rules/factura';
import { ANNULLED_STATUS, type SaleStatus } from '@feria/domain/rules/sale-status';
import type { SaleCard } from '@feria/domain/rules/sales-search';
import type { SaleDetail, SaleStatusChanged } from '@feria/domain/schemas/api-types';
import { api } from '../../api/api-slice.ts';
import { INVALIDATES } from '../../api/invalidates.ts';
import { nextOffset, type Paged, pagedUrl, toPaged } from '../../core/paged.ts';

const salesAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The sales one server page at a time ("Ver más ventas" asks for the next). */
    getSales: build.infiniteQuery<Paged<SaleCard>, FacturaFiltro | null, number>({
      infiniteQueryOptions: { initialPageParam: 0, getNextPageParam: nextOffset },
      // MARKET §12: "Sin factura" and "Factura rechazada" are filtered by the server.
      query: ({ pageParam, queryArg }) =>
        `${pagedUrl('/sheets/sale', pageParam)}${queryArg ? `&factura=${queryArg}` : ''}`,
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
      // Anulado through the state menu is an annulment (stock back, the cash entry).
      invalidatesTags: (_r, _e, { estado }) =>
        estado === ANNULLED_STATUS ? INVALIDATES.saleAnnulled : INVALIDATES.saleState,
    }),
    /** MARKET §12: "Reintentar" a Factura C that ARCA rejected (admin). */
    retryFactura: build.mutation<unknown, number>({
      query: (id) => ({ url: `/sheets/sale/${id}/factura/reintentar`, method: 'POST' }),
      invalidatesTags: (_r, _e, id) => [
        { type: 'Sale', id },
        { type: 'Sale', id: 'LIST' },
      ],
    }),
    /** "Anular venta": the sale is annulled and its stock goes back to the products. */
    annulSale: build.mutation<SaleStatusChanged, number>({
      query: (id) => ({ url: `/sheets/delete/sale/${id}`, method: 'DELETE' }),
      invalidatesTags: INVALIDATES.saleAnnulled,
    }),
  }),
});

export const {
  useGetSalesInfiniteQuery,
  useGetSaleQuery,
  useChangeSaleStateMutation,
  useAnnulSaleMutation,
  useRetryFacturaMutation,
} = salesAdminApi;
