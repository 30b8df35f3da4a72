import type {
  CsvImportAnswer,
  PriceAdjustmentAnswer,
  PriceAdjustmentInput,
  PriceHistoryEntry,
  PriceUndoAnswer,
} from '@feria/domain/schemas/price-adjustment';
import { api } from '../../app/api.ts';

// A price change moves the catalogue everywhere: every list refetches.
const changed = ['Product', 'Category', 'Brand', 'Overview'] as const;

/** MARKET.md §5: the bulk adjustment, its undo, a product's price history, the CSV import. */
const pricesApi = api.injectEndpoints({
  endpoints: (build) => ({
    adjustPrices: build.mutation<PriceAdjustmentAnswer, PriceAdjustmentInput>({
      query: (body) => ({ url: '/precios/ajuste', method: 'POST', body }),
      invalidatesTags: (_r, _e, body) => (body.vistaPrevia ? [] : [...changed]),
    }),
    undoAdjustment: build.mutation<PriceUndoAnswer, number>({
      query: (id) => ({ url: `/precios/ajuste/${id}/deshacer`, method: 'POST' }),
      invalidatesTags: [...changed],
    }),
    getPriceHistory: build.query<PriceHistoryEntry[], number>({
      query: (id) => `/precios/historial/${id}`,
      keepUnusedDataFor: 0,
    }),
    importProductsCsv: build.mutation<CsvImportAnswer, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: '/sheets/import', method: 'POST', body };
      },
      invalidatesTags: [...changed],
    }),
  }),
});

export const {
  useAdjustPricesMutation,
  useUndoAdjustmentMutation,
  useGetPriceHistoryQuery,
  useImportProductsCsvMutation,
} = pricesApi;
