import type {
  GenerationResult,
  Suscripcion,
  SuscripcionResumen,
} from '@feria/domain/schemas/suscripcion';
import { api } from './api-slice.ts';

type Body = Record<string, unknown>;
const TAGS = ['Suscripcion', 'Product', 'Sale', 'Purchase'] as const;

/**
 * MARKET §9: bolsones by subscription. Subscribing, a skip undone and reanudar make an order at
 * once (stock taken); a change may annul one (stock back).
 */
const suscripcionesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSuscripciones: build.query<Suscripcion[], { estado?: string } | undefined>({
      query: (q) => `/suscripciones${q?.estado ? `?estado=${q.estado}` : ''}`,
      providesTags: ['Suscripcion'],
    }),
    createSuscripcion: build.mutation<Suscripcion, Body>({
      query: (body) => ({ url: '/suscripciones', method: 'POST', body }),
      invalidatesTags: [...TAGS],
    }),
    updateSuscripcion: build.mutation<Suscripcion, { id: number; body: Body }>({
      query: ({ id, body }) => ({ url: `/suscripciones/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Suscripcion'],
    }),
    saltear: build.mutation<Suscripcion, { id: number; feriaId: number; saltear: boolean }>({
      query: ({ id, ...body }) => ({ url: `/suscripciones/${id}/saltear`, method: 'POST', body }),
      invalidatesTags: [...TAGS],
    }),
    suscripcionAction: build.mutation<
      Suscripcion,
      { id: number; action: 'pausar' | 'reanudar' | 'cancelar' }
    >({
      query: ({ id, action }) => ({ url: `/suscripciones/${id}/${action}`, method: 'POST' }),
      invalidatesTags: [...TAGS],
    }),
    generar: build.mutation<GenerationResult, void>({
      query: () => ({ url: '/suscripciones/generar', method: 'POST' }),
      invalidatesTags: [...TAGS],
    }),
    getResumen: build.query<SuscripcionResumen, number>({
      query: (feriaId) => `/suscripciones/resumen?feriaId=${feriaId}`,
      providesTags: ['Suscripcion'],
    }),
  }),
});

export const {
  useGetSuscripcionesQuery,
  useCreateSuscripcionMutation,
  useUpdateSuscripcionMutation,
  useSaltearMutation,
  useSuscripcionActionMutation,
  useGenerarMutation,
  useGetResumenQuery,
} = suscripcionesApi;
