import type { ZonaInput } from '@feria/domain/schemas/envio-zona';
import type { Origen, Reparto, Zona } from '@feria/domain/schemas/envios-api';
import { api } from './api-slice.ts';
import { INVALIDATES } from './invalidates.ts';

type ZonaBody = Omit<ZonaInput, 'minimo' | 'cupo' | 'activa'> &
  Partial<Pick<ZonaInput, 'minimo' | 'cupo' | 'activa'>>;
type Resultado = { resultado: 'entregado' | 'no_estaba'; cobro?: { medio: string } };

/** MARKET §14: delivery zones, the reparto's origin and each feria's delivery run. */
const enviosApi = api.injectEndpoints({
  endpoints: (build) => ({
    getZonas: build.query<Zona[], void>({
      query: () => '/envios/zonas',
      providesTags: ['Envio'],
    }),
    saveZona: build.mutation<Zona, { id?: number; body: ZonaBody }>({
      query: ({ id, body }) => ({
        url: id ? `/envios/zonas/${id}` : '/envios/zonas',
        method: id ? 'PUT' : 'POST',
        body,
      }),
      invalidatesTags: INVALIDATES.envios,
    }),
    deleteZona: build.mutation<void, number>({
      query: (id) => ({ url: `/envios/zonas/${id}`, method: 'DELETE' }),
      invalidatesTags: INVALIDATES.envios,
    }),
    getOrigen: build.query<Origen, void>({
      query: () => '/envios/origen',
      providesTags: ['Envio'],
    }),
    saveOrigen: build.mutation<Origen, Origen>({
      query: (body) => ({ url: '/envios/origen', method: 'PUT', body }),
      invalidatesTags: INVALIDATES.envios,
    }),
    getReparto: build.query<Reparto, number>({
      query: (feriaId) => `/ferias/${feriaId}/reparto`,
      providesTags: ['Reparto'],
    }),
    ordenarReparto: build.mutation<Reparto, number>({
      query: (feriaId) => ({ url: `/ferias/${feriaId}/reparto/ordenar`, method: 'POST' }),
      invalidatesTags: INVALIDATES.reparto,
    }),
    setRepartoOrden: build.mutation<Reparto, { feriaId: number; saleIds: number[] }>({
      query: ({ feriaId, saleIds }) => ({
        url: `/ferias/${feriaId}/reparto/orden`,
        method: 'PUT',
        body: { saleIds },
      }),
      invalidatesTags: INVALIDATES.reparto,
    }),
    setUbicacion: build.mutation<unknown, { saleId: number; lat: number; lon: number }>({
      query: ({ saleId, lat, lon }) => ({
        url: `/sheets/sale/${saleId}/ubicacion`,
        method: 'PUT',
        body: { lat, lon },
      }),
      invalidatesTags: INVALIDATES.reparto,
    }),
    setRepartoResultado: build.mutation<unknown, { saleId: number } & Resultado>({
      query: ({ saleId, ...body }) => ({
        url: `/sheets/sale/${saleId}/reparto`,
        method: 'POST',
        body,
      }),
      invalidatesTags: INVALIDATES.repartoResultado,
    }),
  }),
});

export const {
  useGetZonasQuery,
  useSaveZonaMutation,
  useDeleteZonaMutation,
  useGetOrigenQuery,
  useSaveOrigenMutation,
  useGetRepartoQuery,
  useOrdenarRepartoMutation,
  useSetRepartoOrdenMutation,
  useSetUbicacionMutation,
  useSetRepartoResultadoMutation,
} = enviosApi;
