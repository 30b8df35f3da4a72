import type { CashEntry } from '@feria/domain/rules/cash';
import type { CajaSesion } from '@feria/domain/rules/register';
import type {
  AbrirCajaInput,
  CerrarCajaInput,
  MovimientoCajaInput,
} from '@feria/domain/schemas/register';
import { api } from './api-slice.ts';
import { INVALIDATES } from './invalidates.ts';

// The register shares the Balance's 'Cash' tag (its movements are ledger entries) and listens to
// 'Sale', which every point-of-sale sale and annulment invalidates: the bar refreshes by itself.
const registerApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The open register, or null when "No hay una caja abierta" (404). */
    getCajaActual: build.query<CajaSesion | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('/caja/actual');
        if (result.error?.status === 404) return { data: null };
        if (result.error) return { error: result.error };
        return { data: result.data as CajaSesion };
      },
      providesTags: ['Cash', 'Sale'],
    }),
    getCajaSesiones: build.query<CajaSesion[], void>({
      query: () => '/caja/sesiones',
      providesTags: ['Cash', 'Sale'],
    }),
    abrirCaja: build.mutation<CajaSesion, AbrirCajaInput>({
      query: (body) => ({ url: '/caja/abrir', method: 'POST', body }),
      invalidatesTags: INVALIDATES.cash,
    }),
    movimientoCaja: build.mutation<CashEntry, MovimientoCajaInput>({
      query: (body) => ({ url: '/caja/movimiento', method: 'POST', body }),
      invalidatesTags: INVALIDATES.cash,
    }),
    cerrarCaja: build.mutation<CajaSesion, CerrarCajaInput>({
      query: (body) => ({ url: '/caja/cerrar', method: 'POST', body }),
      invalidatesTags: INVALIDATES.cash,
    }),
  }),
});

export const {
  useGetCajaActualQuery,
  useGetCajaSesionesQuery,
  useAbrirCajaMutation,
  useMovimientoCajaMutation,
  useCerrarCajaMutation,
} = registerApi;
