import type { ZonaPublica } from '@feria/domain/schemas/envios-api';
import { useShopData } from '../lib/shop-data.ts';

const NONE: (ZonaPublica & { activa: true })[] = [];

/** GET /api/envios (MARKET §14): the active zones (marked so, for the domain's zonaDelBarrio),
 * asked only while Envío goes by zones. */
export function useZonasPublicas(on: boolean): (ZonaPublica & { activa: true })[] {
  const zonas = useShopData<{ zonas: ZonaPublica[] }>(on ? '/envios' : null).data?.zonas;
  return zonas ? zonas.map((z) => ({ ...z, activa: true as const })) : NONE;
}
