import type { CashEntry } from '@feria/domain/rules/cash';
import type { VentaFueraDeCaja } from '@feria/domain/rules/register';
import type { CashSummary } from '@feria/domain/schemas/api-types';
import type { CashEntryForm } from '@feria/domain/schemas/cash';
import { api } from '../../api/api-slice.ts';
import { INVALIDATES } from '../../api/invalidates.ts';
import { nextOffset, type Paged, pagedUrl, toPaged } from '../../core/paged.ts';

/** One server page of the cash book: the totals (of every entry) and some of the entries. */
type CashPage = Paged<CashEntry> & { summary: CashSummary };

const balanceApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The totals and the entries, newest first, one server page at a time. */
    getCashflow: build.infiniteQuery<CashPage, void, number>({
      infiniteQueryOptions: { initialPageParam: 0, getNextPageParam: nextOffset },
      query: ({ pageParam }) => pagedUrl('/sheets/cashflow', pageParam),
      transformResponse: (summary: CashSummary, meta) => ({
        ...toPaged(summary.entradas, meta),
        summary,
      }),
      providesTags: ['Cash'],
    }),
    addCashEntry: build.mutation<CashEntry, CashEntryForm>({
      query: (body) => ({ url: '/sheets/cashflow/add', method: 'POST', body }),
      invalidatesTags: INVALIDATES.cash,
    }),
    /** MARKET §3: the stall's cash sales that found no open register (admin). */
    getCajaFuera: build.query<VentaFueraDeCaja[], void>({
      query: () => '/caja/fuera',
      providesTags: ['Cash', 'Sale'],
    }),
    setInitialCash: build.mutation<{ cajaInicial: number }, { monto: number }>({
      query: (body) => ({ url: '/sheets/cashflow/initial', method: 'PUT', body }),
      invalidatesTags: INVALIDATES.cash,
    }),
  }),
});

export const {
  useGetCashflowInfiniteQuery,
  useAddCashEntryMutation,
  useSetInitialCashMutation,
  useGetCajaFueraQuery,
} = balanceApi;

/** The CSV export of a period; the browser downloads it with the session cookie. */
export function cashCsvUrl(period: { desde?: string | undefined; hasta?: string | undefined }) {
  const params = new URLSearchParams();
  if (period.desde) params.set('desde', period.desde);
  if (period.hasta) params.set('hasta', period.hasta);
  const query = params.toString();
  return `/api/sheets/cashflow/export${query ? `?${query}` : ''}`;
}
