import type { ProductorConAcceso } from '@feria/domain/rules/portal';
import type { Product } from '@feria/domain/schemas/api-types';
import type {
  Liquidacion,
  ProducerFormInput,
  Productor,
  ProductorPublico,
} from '@feria/domain/schemas/producer';
import type { PagoProductor, ProducerPaymentBody } from '@feria/domain/schemas/producer-payment';
import { api } from './api-slice.ts';
import { INVALIDATES } from './invalidates.ts';

type ProducerPage = (ProductorPublico | Productor) & { items: Product[] };

/** MARKET §4: producers for shoppers, the admin's list and writes, and the settlement. */
const producersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProducers: build.query<ProductorPublico[], void>({
      query: () => '/productores',
      providesTags: [{ type: 'Producer', id: 'LIST' }],
    }),
    getProducer: build.query<ProducerPage, number>({
      query: (id) => `/productores/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Producer', id }],
    }),
    getAllProducers: build.query<(Productor & ProductorConAcceso)[], void>({
      query: () => '/productores?todos=1',
      providesTags: [{ type: 'Producer', id: 'ADMIN' }],
    }),
    saveProducer: build.mutation<Productor, { id?: number; form: ProducerFormInput }>({
      query: ({ id, form }) => ({
        url: id ? `/productores/${id}` : '/productores',
        method: id ? 'PUT' : 'POST',
        body: form,
      }),
      invalidatesTags: INVALIDATES.producer,
    }),
    deleteProducer: build.mutation<void, number>({
      query: (id) => ({ url: `/productores/${id}`, method: 'DELETE' }),
      invalidatesTags: INVALIDATES.producerContact,
    }),
    getSettlement: build.query<Liquidacion[], string>({
      query: (search) => `/liquidaciones?${search}`,
    }),
    payProducer: build.mutation<PagoProductor, ProducerPaymentBody>({
      query: (body) => ({ url: '/liquidaciones/pagar', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetProducersQuery,
  useGetProducerQuery,
  useGetAllProducersQuery,
  useSaveProducerMutation,
  useDeleteProducerMutation,
  useLazyGetSettlementQuery,
  usePayProducerMutation,
} = producersApi;
