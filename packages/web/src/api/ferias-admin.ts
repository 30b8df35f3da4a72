import type { Feria } from '@feria/domain/rules/ferias';
import type { FeriaInput } from '@feria/domain/schemas/feria';
import type { FeriaCancelled, FeriaListItem, Preparation } from '@feria/domain/schemas/ferias-api';
import { api } from './api-slice.ts';
import { INVALIDATES } from './invalidates.ts';

const LIST = { type: 'Feria' as const, id: 'LIST' };

/** The admin calls of MARKET §1. */
const feriasAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFerias: build.query<FeriaListItem[], void>({
      query: () => '/ferias',
      providesTags: [LIST, 'Feria'],
    }),
    saveFeria: build.mutation<Feria, { id?: number; body: FeriaInput }>({
      query: ({ id, body }) => ({
        url: id ? `/ferias/${id}` : '/ferias',
        method: id ? 'PUT' : 'POST',
        body,
      }),
      invalidatesTags: INVALIDATES.feria,
    }),
    cancelFeria: build.mutation<FeriaCancelled, { id: number; moverA: number | null }>({
      query: ({ id, moverA }) => ({
        url: `/ferias/${id}/cancelar`,
        method: 'POST',
        body: { moverA },
      }),
      invalidatesTags: INVALIDATES.feriaCancelled,
    }),
    getPreparation: build.query<Preparation, number>({
      query: (id) => `/ferias/${id}/preparacion`,
      providesTags: ['Feria'],
    }),
    markAllReady: build.mutation<{ actualizados: number }, number>({
      query: (id) => ({ url: `/ferias/${id}/listos`, method: 'POST' }),
      invalidatesTags: INVALIDATES.feriaReady,
    }),
  }),
});

export const {
  useGetFeriasQuery,
  useSaveFeriaMutation,
  useCancelFeriaMutation,
  useGetPreparationQuery,
  useMarkAllReadyMutation,
} = feriasAdminApi;
