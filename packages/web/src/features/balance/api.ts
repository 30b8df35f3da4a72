import type { CashEntry } from '@feria/domain/cash';
import type { CashSummary } from '@feria/domain/schemas/api-types';
import type { CashEntryForm } from '@feria/domain/schemas/cash';
import { api } from '../../app/api.ts';

export const balanceApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCashflow: build.query<CashSummary, void>({
      query: () => '/sheets/cashflow',
      providesTags: ['Cash'],
    }),
    addCashEntry: build.mutation<CashEntry, CashEntryForm>({
      query: (body) => ({ url: '/sheets/cashflow/add', method: 'POST', body }),
      invalidatesTags: ['Cash'],
    }),
    setInitialCash: build.mutation<{ cajaInicial: number }, { monto: number }>({
      query: (body) => ({ url: '/sheets/cashflow/initial', method: 'PUT', body }),
      invalidatesTags: ['Cash'],
    }),
  }),
});

export const { useGetCashflowQuery, useAddCashEntryMutation, useSetInitialCashMutation } =
  balanceApi;

/** The CSV export of a period; the browser downloads it with the session cookie. */
export function cashCsvUrl(period: { desde?: string | undefined; hasta?: string | undefined }) {
  const params = new URLSearchParams();
  if (period.desde) params.set('desde', period.desde);
  if (period.hasta) params.set('hasta', period.hasta);
  const query = params.toString();
  return `/api/sheets/cashflow/export${query ? `?${query}` : ''}`;
}
