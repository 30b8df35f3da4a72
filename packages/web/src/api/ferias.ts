import type { Feria } from '@feria/domain/ferias';
import { api } from '../app/api.ts';

/** GET /api/ferias/proximas: the home's and the basket's "Próxima feria" and the Feria choice. */
const feriasPublicApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProximasFerias: build.query<Feria[], void>({
      query: () => '/ferias/proximas',
      providesTags: [{ type: 'Feria', id: 'LIST' }],
    }),
  }),
});

const { useGetProximasFeriasQuery } = feriasPublicApi;

/** The open ones (orders still taken), soonest first, as the server sorted them. */
export function useOpenFerias(): { ferias: Feria[]; loading: boolean } {
  const { data, isLoading } = useGetProximasFeriasQuery();
  return { ferias: (data ?? []).filter((f) => f.abierta), loading: isLoading };
}
