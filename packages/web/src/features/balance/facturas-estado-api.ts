import { api } from '../../api/api-slice.ts';

/** GET /api/facturas/estado (MARKET §12, admin): the ARCA identity and the queue's counts. */
type FacturasEstado = {
  cuit: string | null;
  puntoVenta: number | null;
  ambiente: 'produccion' | 'homologacion' | null;
  pendientes: number;
  rechazadas: number;
};

const estadoApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFacturasEstado: build.query<FacturasEstado, void>({ query: () => '/facturas/estado' }),
  }),
});

export const { useGetFacturasEstadoQuery } = estadoApi;

/** "20-12345678-6": the 11 digits of a CUIT as they are written. */
export const cuitWritten = (cuit: string) =>
  /^\d{11}$/.test(cuit) ? `${cuit.slice(0, 2)}-${cuit.slice(2, 10)}-${cuit.slice(10)}` : cuit;
