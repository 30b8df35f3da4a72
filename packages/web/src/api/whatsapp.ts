import { api } from './api-slice.ts';

type SaleWhatsapp = { url: string; texto: string };

// MARKET §13.2: "Avisar por WhatsApp" of one sale (staff), the link with its text written.
const whatsappApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSaleWhatsapp: build.query<SaleWhatsapp, number>({
      query: (id) => `/sheets/sale/${id}/whatsapp`,
    }),
  }),
});

export const { useGetSaleWhatsappQuery, useLazyGetSaleWhatsappQuery } = whatsappApi;
