import type { Feria } from '@feria/domain/ferias';
import { useShopData } from '../app/shop-data.ts';

/**
 * GET /api/ferias/proximas: the home's and the basket's "Próxima feria" and the Feria choice; the
 * open ones (orders still taken), soonest first, as the server sorted them.
 */
export function useOpenFerias(): { ferias: Feria[]; loading: boolean } {
  const { data, isLoading } = useShopData<Feria[]>('/ferias/proximas');
  return { ferias: (data ?? []).filter((f) => f.abierta), loading: isLoading };
}
