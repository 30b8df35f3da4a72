import { api } from './api-slice.ts';

type SaleWhatsapp = { url: string; texto: string };

/** MARKET §13.2 "Avisar a todos": each web order of the feria with its link (null: no number). */
type FeriaAvisos = {
  feria: { id: number; fecha: string; lugar: string };
  avisos: {
    pedidoId: number;
    cliente: string;
    celular: string;
    url: string | null;
    texto: string;
  }[];
};

// MARKET §13.2: "Avisar por WhatsApp" of one sale (staff), the link with its text written; and
// "Avisar a todos" of a feria (admin).
const whatsappApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSaleWhatsapp: build.query<SaleWhatsapp, number>({
      query: (id) => `/sheets/sale/${id}/whatsapp`,
    }),
    getFeriaAvisos: build.query<FeriaAvisos, { id: number; texto: string }>({
      query: ({ id, texto }) => ({ url: `/ferias/${id}/avisos`, params: { texto } }),
    }),
  }),
});

export const { useGetSaleWhatsappQuery, useLazyGetSaleWhatsappQuery, useLazyGetFeriaAvisosQuery } =
  whatsappApi;
