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
    /** MARKET §13.3: Control's count of the month (staff). */
    getWhatsappEstado: build.query<
      { activo: boolean; mes: string; enviados: number; tope: number },
      void
    >({
      query: () => '/whatsapp/estado',
    }),
  }),
});

export const {
  useGetSaleWhatsappQuery,
  useLazyGetSaleWhatsappQuery,
  useLazyGetFeriaAvisosQuery,
  useGetWhatsappEstadoQuery,
} = whatsappApi;
