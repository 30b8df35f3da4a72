import type {
  CsvImportAnswer,
  CsvImportPreview,
  PriceAdjustmentAnswer,
  PriceAdjustmentInput,
  PriceHistoryEntry,
  PriceUndoAnswer,
} from '@feria/domain/schemas/price-adjustment';
import { api } from '../../api/api-slice.ts';
import { INVALIDATES } from '../../api/invalidates.ts';

type CsvImportRequest = { file: File; actualizarStock: boolean };

/** The multipart body of the import: the box first, then the file (MARKET.md §5). */
function csvImportQuery({ file, actualizarStock }: CsvImportRequest, vistaPrevia: boolean) {
  const body = new FormData();
  body.append('actualizarStock', String(actualizarStock));
  body.append('file', file);
  const url = vistaPrevia ? '/sheets/import?vistaPrevia=true' : '/sheets/import';
  return { url, method: 'POST', body };
}

/** MARKET.md §5: the bulk adjustment, its undo, a product's price history, the CSV import. */
const pricesApi = api.injectEndpoints({
  endpoints: (build) => ({
    adjustPrices: build.mutation<PriceAdjustmentAnswer, PriceAdjustmentInput>({
      query: (body) => ({ url: '/precios/ajuste', method: 'POST', body }),
      invalidatesTags: (_r, _e, body) => (body.vistaPrevia ? [] : INVALIDATES.catalogue),
    }),
    undoAdjustment: build.mutation<PriceUndoAnswer, number>({
      query: (id) => ({ url: `/precios/ajuste/${id}/deshacer`, method: 'POST' }),
      invalidatesTags: INVALIDATES.catalogue,
    }),
    getPriceHistory: build.query<PriceHistoryEntry[], number>({
      query: (id) => `/precios/historial/${id}`,
      keepUnusedDataFor: 0,
    }),
    importProductsCsv: build.mutation<CsvImportAnswer, CsvImportRequest>({
      query: (request) => csvImportQuery(request, false),
      invalidatesTags: INVALIDATES.catalogue,
    }),
    previewProductsCsv: build.mutation<CsvImportPreview, CsvImportRequest>({
      query: (request) => csvImportQuery(request, true),
    }),
  }),
});

export const {
  useAdjustPricesMutation,
  useUndoAdjustmentMutation,
  useGetPriceHistoryQuery,
  useImportProductsCsvMutation,
  usePreviewProductsCsvMutation,
} = pricesApi;
