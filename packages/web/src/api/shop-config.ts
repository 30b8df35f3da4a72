import type { PublicConfig } from '@feria/domain/schemas/api-types';
import { loadShopData, useShopData } from '../lib/shop-data.ts';

const CONFIG = '/config';

/** GET /api/config: the shop's WhatsApp, transfer details and sign-in options. */
export const useShopConfig = () => useShopData<PublicConfig>(CONFIG);
export const loadShopConfig = () => loadShopData(CONFIG);

/** wa.me link to a phone number, with an optional message. */
export const whatsappLink = (phone: string, text?: string) =>
  `https://wa.me/${phone.replace(/\D/g, '')}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
