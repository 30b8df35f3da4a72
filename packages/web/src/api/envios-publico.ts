import type { ZonaPublica } from '@feria/domain/schemas/envios-api';
import { useShopData } from '../lib/shop-data.ts';

/** GET /api/envios (MARKET §14): the active zones, asked only while Envío goes by zones. */
export const useZonasPublicas = (on: boolean) =>
  useShopData<{ zonas: ZonaPublica[] }>(on ? '/envios' : null);
