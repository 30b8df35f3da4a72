import type { PortalFeria, Propuesta, Ventas } from '@feria/domain/rules/portal';
import type { Product } from '@feria/domain/schemas/api-types';
import type { Liquidacion } from '@feria/domain/schemas/producer';
import type { PagoProductor } from '@feria/domain/schemas/producer-payment';
import { api } from '../../api/api-slice.ts';

/** `GET /api/productor/productos`: each product with its latest price proposal. */
export type ProductoPropio = Product & { propuesta: Propuesta | null };

const OWN_PRODUCTS = { type: 'Product', id: 'PORTAL' } as const;
const OWN_FERIAS = { type: 'Feria', id: 'PORTAL' } as const;

/** "Mi puesto" (MARKET §15): the producer's own calls under /api/productor/. `search` is the
 * period's query, "feriaId=3" or "desde=…&hasta=…". */
const portalApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOwnProducts: build.query<ProductoPropio[], void>({
      query: () => '/productor/productos',
      providesTags: [OWN_PRODUCTS],
    }),
    getOwnSales: build.query<Ventas, string>({
      query: (search) => `/productor/ventas?${search}`,
    }),
    getOwnSettlement: build.query<Liquidacion, string>({
      query: (search) => `/productor/liquidacion?${search}`,
    }),
    getOwnPayments: build.query<PagoProductor[], void>({
      query: () => '/productor/pagos',
    }),
    getOwnFerias: build.query<PortalFeria[], void>({
      query: () => '/productor/ferias',
      providesTags: [OWN_FERIAS],
    }),
    setOwnStock: build.mutation<
      ProductoPropio,
      { id: number; cantidad: number; stockAnterior: number }
    >({
      query: ({ id, ...body }) => ({
        url: `/productor/productos/${id}/stock`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: [OWN_PRODUCTS],
    }),
    setOwnPublicado: build.mutation<ProductoPropio, { id: number; publicado: 'si' | 'no' }>({
      query: ({ id, publicado }) => ({
        url: `/productor/productos/${id}/publicado`,
        method: 'PUT',
        body: { publicado },
      }),
      invalidatesTags: [OWN_PRODUCTS],
    }),
    proposePrice: build.mutation<Propuesta, { id: number; precio: number }>({
      query: ({ id, precio }) => ({
        url: `/productor/productos/${id}/precio-propuesto`,
        method: 'POST',
        body: { precio },
      }),
      invalidatesTags: [OWN_PRODUCTS],
    }),
    setNoLlevo: build.mutation<PortalFeria, { feriaId: number; noLlevo: boolean }>({
      query: ({ feriaId, noLlevo }) => ({
        url: `/productor/ferias/${feriaId}/no-llevo`,
        method: noLlevo ? 'POST' : 'DELETE',
      }),
      invalidatesTags: [OWN_FERIAS],
    }),
  }),
});

export const {
  useGetOwnProductsQuery,
  useGetOwnSalesQuery,
  useGetOwnSettlementQuery,
  useGetOwnPaymentsQuery,
  useGetOwnFeriasQuery,
  useSetOwnStockMutation,
  useSetOwnPublicadoMutation,
  useProposePriceMutation,
  useSetNoLlevoMutation,
} = portalApi;
