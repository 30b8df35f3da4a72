import type { FacturaDto } from '@feria/domain/rules/factura';
import { api } from '../../api/api-slice.ts';

type SaleFacturas = { factura: FacturaDto | null; notaCredito: FacturaDto | null };

// MARKET §12 at the stall: the last sale's invoice for its ticket, and Control's pending count.
const facturaApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSaleFactura: build.query<SaleFacturas, number>({
      query: (id) => `/sheets/sale/${id}/factura`,
    }),
    getFacturasPendientes: build.query<{ pendientes: number }, void>({
      query: () => '/facturas/pendientes',
    }),
  }),
});

export const { useGetSaleFacturaQuery, useGetFacturasPendientesQuery } = facturaApi;
