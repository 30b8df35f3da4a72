import type { Feria } from '@feria/domain/rules/ferias';
import { loadShopData, useShopData } from '../lib/shop-data.ts';

const NEXT = '/ferias/proximas';

/**
 * GET /api/ferias/proximas: the home's and the basket's "Próxima feria" and the Feria choice; the
 * open ones (orders still taken), soonest first, as the server sorted them.
 */
export function useOpenFerias(): { ferias: Feria[]; loading: boolean } {
  const { data, isLoading } = useShopData<Feria[]>(NEXT);
  return { ferias: (data ?? []).filter((f) => f.abierta), loading: isLoading };
}

/** Asks for the next ferias before the home's first render (app/first-screen.ts). */
export const loadNextFerias = () => loadShopData(NEXT);

/** Every programada feria from today on, open or closed to orders: the public calendar (/ferias)
 * and Entregas' choice. */
export function useUpcomingFerias(): { ferias: Feria[]; loading: boolean; failed: boolean } {
  const { data, isLoading, isError } = useShopData<Feria[]>(NEXT);
  return { ferias: data ?? [], loading: isLoading, failed: isError };
}
